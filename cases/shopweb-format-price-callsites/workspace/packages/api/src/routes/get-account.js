// GET /account
export const method = "GET";
export const path = "/account";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /account" } };
}

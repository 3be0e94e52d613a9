// PUT /account
export const method = "PUT";
export const path = "/account";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "PUT /account" } };
}

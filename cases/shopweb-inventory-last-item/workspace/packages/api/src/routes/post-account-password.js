// POST /account/password
export const method = "POST";
export const path = "/account/password";

export function handler(ctx) {
  // no path parameters
  return { status: 201, body: { route: "POST /account/password" } };
}

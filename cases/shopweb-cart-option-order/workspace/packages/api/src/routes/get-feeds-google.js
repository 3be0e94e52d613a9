// GET /feeds/google
export const method = "GET";
export const path = "/feeds/google";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /feeds/google" } };
}

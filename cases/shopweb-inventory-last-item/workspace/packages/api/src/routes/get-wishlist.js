// GET /wishlist
export const method = "GET";
export const path = "/wishlist";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /wishlist" } };
}

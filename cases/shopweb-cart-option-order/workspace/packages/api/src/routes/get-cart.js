// GET /cart
export const method = "GET";
export const path = "/cart";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /cart" } };
}

// GET /products
export const method = "GET";
export const path = "/products";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /products" } };
}

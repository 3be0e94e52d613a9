// GET /orders
export const method = "GET";
export const path = "/orders";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /orders" } };
}

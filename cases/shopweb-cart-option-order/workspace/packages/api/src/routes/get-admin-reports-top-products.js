// GET /admin/reports/top-products
export const method = "GET";
export const path = "/admin/reports/top-products";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/top-products" } };
}

// GET /admin/reports/open-orders
export const method = "GET";
export const path = "/admin/reports/open-orders";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/open-orders" } };
}

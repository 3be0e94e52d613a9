// GET /admin/reports/shipping-methods
export const method = "GET";
export const path = "/admin/reports/shipping-methods";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/shipping-methods" } };
}

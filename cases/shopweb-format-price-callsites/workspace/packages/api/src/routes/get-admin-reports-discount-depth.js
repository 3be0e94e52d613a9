// GET /admin/reports/discount-depth
export const method = "GET";
export const path = "/admin/reports/discount-depth";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/discount-depth" } };
}

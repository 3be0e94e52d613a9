// GET /admin/reports/monthly-sales
export const method = "GET";
export const path = "/admin/reports/monthly-sales";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/monthly-sales" } };
}

// GET /admin/reports/daily-sales
export const method = "GET";
export const path = "/admin/reports/daily-sales";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/daily-sales" } };
}

// GET /admin/reports/weekly-sales
export const method = "GET";
export const path = "/admin/reports/weekly-sales";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/weekly-sales" } };
}

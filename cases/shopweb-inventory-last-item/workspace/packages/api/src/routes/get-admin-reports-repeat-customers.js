// GET /admin/reports/repeat-customers
export const method = "GET";
export const path = "/admin/reports/repeat-customers";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/repeat-customers" } };
}

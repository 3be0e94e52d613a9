// GET /admin/reports/returns-rate
export const method = "GET";
export const path = "/admin/reports/returns-rate";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/returns-rate" } };
}

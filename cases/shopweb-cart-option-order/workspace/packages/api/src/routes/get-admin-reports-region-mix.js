// GET /admin/reports/region-mix
export const method = "GET";
export const path = "/admin/reports/region-mix";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/region-mix" } };
}

// GET /admin/reports/net-margin
export const method = "GET";
export const path = "/admin/reports/net-margin";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/net-margin" } };
}

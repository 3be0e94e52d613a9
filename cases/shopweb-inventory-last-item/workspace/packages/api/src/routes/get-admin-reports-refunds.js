// GET /admin/reports/refunds
export const method = "GET";
export const path = "/admin/reports/refunds";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/refunds" } };
}

// GET /admin/reports/vat-by-region
export const method = "GET";
export const path = "/admin/reports/vat-by-region";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/vat-by-region" } };
}

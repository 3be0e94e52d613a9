// GET /admin/reports/vat-by-category
export const method = "GET";
export const path = "/admin/reports/vat-by-category";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/vat-by-category" } };
}

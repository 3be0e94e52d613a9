// GET /admin/reports/promo-usage
export const method = "GET";
export const path = "/admin/reports/promo-usage";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/promo-usage" } };
}

// GET /admin/reports/average-basket
export const method = "GET";
export const path = "/admin/reports/average-basket";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/average-basket" } };
}

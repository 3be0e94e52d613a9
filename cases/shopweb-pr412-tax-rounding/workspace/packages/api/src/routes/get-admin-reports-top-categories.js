// GET /admin/reports/top-categories
export const method = "GET";
export const path = "/admin/reports/top-categories";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/top-categories" } };
}

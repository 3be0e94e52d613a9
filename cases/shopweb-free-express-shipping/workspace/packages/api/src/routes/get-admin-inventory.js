// GET /admin/inventory
export const method = "GET";
export const path = "/admin/inventory";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/inventory" } };
}

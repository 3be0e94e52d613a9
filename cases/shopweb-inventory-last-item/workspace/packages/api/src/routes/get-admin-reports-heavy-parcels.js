// GET /admin/reports/heavy-parcels
export const method = "GET";
export const path = "/admin/reports/heavy-parcels";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /admin/reports/heavy-parcels" } };
}

// GET /feeds/csv
export const method = "GET";
export const path = "/feeds/csv";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /feeds/csv" } };
}

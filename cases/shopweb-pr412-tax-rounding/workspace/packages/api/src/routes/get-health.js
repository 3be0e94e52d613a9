// GET /health
export const method = "GET";
export const path = "/health";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /health" } };
}

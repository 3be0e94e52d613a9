// GET /search
export const method = "GET";
export const path = "/search";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /search" } };
}

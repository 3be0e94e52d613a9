// GET /categories
export const method = "GET";
export const path = "/categories";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /categories" } };
}

// GET /shipping/methods
export const method = "GET";
export const path = "/shipping/methods";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "GET /shipping/methods" } };
}

// POST /checkout
export const method = "POST";
export const path = "/checkout";

export function handler(ctx) {
  // no path parameters
  return { status: 201, body: { route: "POST /checkout" } };
}

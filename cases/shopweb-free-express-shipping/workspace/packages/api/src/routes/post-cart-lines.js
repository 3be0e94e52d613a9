// POST /cart/lines
export const method = "POST";
export const path = "/cart/lines";

export function handler(ctx) {
  // no path parameters
  return { status: 201, body: { route: "POST /cart/lines" } };
}

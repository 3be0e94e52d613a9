// DELETE /cart/promo
export const method = "DELETE";
export const path = "/cart/promo";

export function handler(ctx) {
  // no path parameters
  return { status: 200, body: { route: "DELETE /cart/promo" } };
}

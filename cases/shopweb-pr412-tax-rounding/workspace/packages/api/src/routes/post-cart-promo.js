// POST /cart/promo
export const method = "POST";
export const path = "/cart/promo";

export function handler(ctx) {
  // no path parameters
  return { status: 201, body: { route: "POST /cart/promo" } };
}

// POST /wishlist/:sku
export const method = "POST";
export const path = "/wishlist/:sku";

export function handler(ctx) {
  const { sku } = ctx.params;
  return { status: 201, body: { route: "POST /wishlist/:sku", sku } };
}

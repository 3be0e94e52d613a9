// DELETE /wishlist/:sku
export const method = "DELETE";
export const path = "/wishlist/:sku";

export function handler(ctx) {
  const { sku } = ctx.params;
  return { status: 200, body: { route: "DELETE /wishlist/:sku", sku } };
}

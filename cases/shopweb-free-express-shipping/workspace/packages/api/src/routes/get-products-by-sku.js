// GET /products/:sku
export const method = "GET";
export const path = "/products/:sku";

export function handler(ctx) {
  const { sku } = ctx.params;
  return { status: 200, body: { route: "GET /products/:sku", sku } };
}

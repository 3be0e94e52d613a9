// DELETE /cart/lines/:key
export const method = "DELETE";
export const path = "/cart/lines/:key";

export function handler(ctx) {
  const { key } = ctx.params;
  return { status: 200, body: { route: "DELETE /cart/lines/:key", key } };
}

// GET /orders/:id/invoice
export const method = "GET";
export const path = "/orders/:id/invoice";

export function handler(ctx) {
  const { id } = ctx.params;
  return { status: 200, body: { route: "GET /orders/:id/invoice", id } };
}

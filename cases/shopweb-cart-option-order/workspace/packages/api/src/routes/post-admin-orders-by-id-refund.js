// POST /admin/orders/:id/refund
export const method = "POST";
export const path = "/admin/orders/:id/refund";

export function handler(ctx) {
  const { id } = ctx.params;
  return { status: 201, body: { route: "POST /admin/orders/:id/refund", id } };
}

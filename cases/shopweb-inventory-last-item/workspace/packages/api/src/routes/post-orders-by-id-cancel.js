// POST /orders/:id/cancel
export const method = "POST";
export const path = "/orders/:id/cancel";

export function handler(ctx) {
  const { id } = ctx.params;
  return { status: 201, body: { route: "POST /orders/:id/cancel", id } };
}

// POST /orders/:id/return
export const method = "POST";
export const path = "/orders/:id/return";

export function handler(ctx) {
  const { id } = ctx.params;
  return { status: 201, body: { route: "POST /orders/:id/return", id } };
}

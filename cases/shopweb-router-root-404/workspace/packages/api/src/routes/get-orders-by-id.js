// GET /orders/:id
export const method = "GET";
export const path = "/orders/:id";

export function handler(ctx) {
  const { id } = ctx.params;
  return { status: 200, body: { route: "GET /orders/:id", id } };
}

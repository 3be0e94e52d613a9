// GET /categories/:id
export const method = "GET";
export const path = "/categories/:id";

export function handler(ctx) {
  const { id } = ctx.params;
  return { status: 200, body: { route: "GET /categories/:id", id } };
}

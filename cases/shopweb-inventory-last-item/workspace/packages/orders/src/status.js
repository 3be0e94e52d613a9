// Allowed order status transitions.
const NEXT = Object.freeze({
  placed: ["paid", "cancelled"],
  paid: ["packed", "refunded"],
  packed: ["shipped", "refunded"],
  shipped: ["delivered", "returned"],
  delivered: ["returned"],
  returned: ["refunded"],
  refunded: [],
  cancelled: [],
});

export function canMove(from, to) {
  return (NEXT[from] ?? []).includes(to);
}

export function move(order, to) {
  if (!canMove(order.status, to)) throw new Error(`order ${order.id}: cannot go from ${order.status} to ${to}`);
  return { ...order, status: to };
}

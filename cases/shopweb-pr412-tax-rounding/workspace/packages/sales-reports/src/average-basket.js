import { taxCents } from "../../pricing/src/tax.js";

/** Report "average-basket": orders grouped by status, with goods, VAT and order counts. */
export default function average_basket(orders) {
  const groups = new Map();
  for (const order of orders) {
    const g = groups.get(order.status) ?? { key: order.status, orders: 0, goodsCents: 0, taxCents: 0 };
    g.orders += 1;
    g.goodsCents += order.totals.subtotal - order.totals.discount;
    g.taxCents += taxCents(order.lines, order.region);
    groups.set(order.status, g);
  }
  return [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

import { taxCents } from "../../pricing/src/tax.js";

/** Report "currency-mix": orders grouped by email, with goods, VAT and order counts. */
export default function currency_mix(orders) {
  const groups = new Map();
  for (const order of orders) {
    const g = groups.get(order.email) ?? { key: order.email, orders: 0, goodsCents: 0, taxCents: 0 };
    g.orders += 1;
    g.goodsCents += order.totals.subtotal - order.totals.discount;
    g.taxCents += taxCents(order.lines, order.region);
    groups.set(order.email, g);
  }
  return [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

import { taxCents } from "../../pricing/src/tax.js";

/** Report "heavy-parcels": orders grouped by region, with goods, VAT and order counts. */
export default function heavy_parcels(orders) {
  const groups = new Map();
  for (const order of orders) {
    const g = groups.get(order.region) ?? { key: order.region, orders: 0, goodsCents: 0, taxCents: 0 };
    g.orders += 1;
    g.goodsCents += order.totals.subtotal - order.totals.discount;
    g.taxCents += taxCents(order.lines, order.region);
    groups.set(order.region, g);
  }
  return [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

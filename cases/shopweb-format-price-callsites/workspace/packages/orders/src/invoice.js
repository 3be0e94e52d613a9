import { formatPrice } from "../../shared/src/money.js";
import { lineTaxCents } from "../../pricing/src/tax.js";

/** Plain-text invoice of an order: one row per line with its VAT, then the totals. */
export function renderInvoice(order) {
  const rows = order.lines.map(
    (l) => `${l.qty} x ${l.sku}  ${formatPrice(l.netCents)}  VAT ${formatPrice(lineTaxCents(l, order.region))}`,
  );
  return [
    `Invoice ${order.id}`,
    ...rows,
    `Subtotal ${formatPrice(order.totals.subtotal)}`,
    `Discount -${formatPrice(order.totals.discount)}`,
    `VAT ${formatPrice(order.totals.tax)}`,
    `Shipping ${formatPrice(order.totals.shipping)}`,
    `Total ${formatPrice(order.totals.total)}`,
  ].join("\n");
}

import { formatMoney } from "../../shared/src/money.js";
import { lineTaxCents } from "../../pricing/src/tax.js";

/** Plain-text invoice of an order: one row per line with its VAT, then the totals. */
export function renderInvoice(order) {
  const rows = order.lines.map(
    (l) => `${l.qty} x ${l.sku}  ${formatMoney(l.netCents, order.currency)}  VAT ${formatMoney(lineTaxCents(l, order.region), order.currency)}`,
  );
  return [
    `Invoice ${order.id}`,
    ...rows,
    `Subtotal ${formatMoney(order.totals.subtotal, order.currency)}`,
    `Discount -${formatMoney(order.totals.discount, order.currency)}`,
    `VAT ${formatMoney(order.totals.tax, order.currency)}`,
    `Shipping ${formatMoney(order.totals.shipping, order.currency)}`,
    `Total ${formatMoney(order.totals.total, order.currency)}`,
  ].join("\n");
}

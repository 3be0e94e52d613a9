import { sumCents } from "../../shared/src/money.js";
import { discountCents, spreadDiscount } from "../../pricing/src/discounts.js";
import { taxCents } from "../../pricing/src/tax.js";

/** Totals of a cart in cents for a VAT region and an optional promo: { subtotal, discount, tax, total }. */
export function cartTotals(cart, { region, promo = null }) {
  const lines = cart.lines;
  const subtotal = sumCents(lines.map((l) => l.netCents));
  const discount = discountCents(lines, promo);
  const tax = taxCents(spreadDiscount(lines, discount), region);
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

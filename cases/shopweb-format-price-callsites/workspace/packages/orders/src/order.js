import { orderId } from "../../shared/src/ids.js";
import { cartTotals } from "../../cart/src/totals.js";
import { shippingCents } from "./shipping.js";

let next = 1;

/** Turns a cart into an order: totals for the region and promo, shipping by method. */
export function createOrder(cart, { region, promo = null, method = "standard", email }) {
  const totals = cartTotals(cart, { region, promo });
  const shipping = shippingCents({ goodsCents: totals.subtotal - totals.discount, grams: cart.grams }, method);
  return {
    id: orderId(next++),
    status: "placed",
    currency: cart.currency,
    region,
    email,
    lines: cart.lines,
    totals: { ...totals, shipping, total: totals.total + shipping },
  };
}

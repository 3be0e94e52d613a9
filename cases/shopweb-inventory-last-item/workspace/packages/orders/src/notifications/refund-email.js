import { formatMoney } from "../../../shared/src/money.js";

/** The e-mail sent when (part of) an order is refunded; shows the refunded amount. */
export function refundEmail(order, refundedCents) {
  return {
    to: order.email,
    subject: `Refund for order ${order.id}`,
    body: `We have refunded ${formatMoney(refundedCents, order.currency)} of your order ${order.id}.`,
  };
}

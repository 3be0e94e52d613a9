import { formatMoney } from "../../../shared/src/money.js";

export function confirmationEmail(order) {
  return {
    to: order.email,
    subject: `Your order ${order.id}`,
    body: `Thank you for your order ${order.id}. Total: ${formatMoney(order.totals.total, order.currency)}.`,
  };
}

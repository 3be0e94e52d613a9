import { deliveryDays } from "../shipping.js";

export function shippedEmail(order, method, tracking) {
  const days = deliveryDays(method);
  return {
    to: order.email,
    subject: `Order ${order.id} is on its way`,
    body: `Tracking number ${tracking}. Expected in ${days} working day${days === 1 ? "" : "s"}.`,
  };
}

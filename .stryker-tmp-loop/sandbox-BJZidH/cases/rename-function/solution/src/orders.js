// @ts-nocheck
import { getJson } from "./http.js";

export async function getOrder(client, id) {
  return getJson(client, `/orders/${encodeURIComponent(id)}`);
}

/** All orders of a customer, following `next` pages until the last one. */
export async function ordersForCustomer(client, customerId) {
  const orders = [];
  let page = 1;
  for (;;) {
    const body = await getJson(client, "/orders", { query: { customer: customerId, page } });
    orders.push(...body.items);
    if (!body.next) return orders;
    page = body.next;
  }
}

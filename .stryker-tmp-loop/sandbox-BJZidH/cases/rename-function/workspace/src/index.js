// @ts-nocheck
export { ApiError, createClient, fetchJson } from "./http.js";
export { getProduct, listProducts } from "./products.js";
export { getOrder, ordersForCustomer } from "./orders.js";
export { getCustomer } from "./customers.js";
export { search } from "./search.js";

export * from "./order.js";
export * from "./status.js";
export * from "./shipping.js";
export * from "./invoice.js";

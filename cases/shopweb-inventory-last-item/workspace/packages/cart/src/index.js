export * from "./cart.js";
export * from "./totals.js";
export { lineKey } from "./line-key.js";

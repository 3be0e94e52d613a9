export * from "./discounts.js";
export * from "./promo-codes.js";
export { taxCents, lineTaxCents, regionOf } from "./tax.js";

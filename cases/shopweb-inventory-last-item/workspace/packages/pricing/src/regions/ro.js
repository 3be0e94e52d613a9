// VAT of Romania. Rates in percent.
export const CODE = "RO";
export const STANDARD_RATE = 19;
export const REDUCED_RATE = 9;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "flowers",
  "food",
  "magazines",
  "medical",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

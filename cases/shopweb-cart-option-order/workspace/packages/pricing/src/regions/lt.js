// VAT of Lithuania. Rates in percent.
export const CODE = "LT";
export const STANDARD_RATE = 21;
export const REDUCED_RATE = 9;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "beverages",
  "books",
  "flowers",
  "medical",
  "newspapers",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Norway. Rates in percent.
export const CODE = "NO";
export const STANDARD_RATE = 25;
export const REDUCED_RATE = 15;
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

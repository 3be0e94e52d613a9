// VAT of France. Rates in percent.
export const CODE = "FR";
export const STANDARD_RATE = 20;
export const REDUCED_RATE = 5.5;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "ebooks",
  "flowers",
  "medical",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

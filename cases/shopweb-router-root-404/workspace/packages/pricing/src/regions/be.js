// VAT of Belgium. Rates in percent.
export const CODE = "BE";
export const STANDARD_RATE = 21;
export const REDUCED_RATE = 6;
export const REDUCED_CATEGORIES = Object.freeze([
  "coffee",
  "ebooks",
  "flowers",
  "food",
  "magazines",
  "medical",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Portugal. Rates in percent.
export const CODE = "PT";
export const STANDARD_RATE = 23;
export const REDUCED_RATE = 6;
export const REDUCED_CATEGORIES = Object.freeze([
  "coffee",
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

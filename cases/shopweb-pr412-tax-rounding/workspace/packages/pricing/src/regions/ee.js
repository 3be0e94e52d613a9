// VAT of Estonia. Rates in percent.
export const CODE = "EE";
export const STANDARD_RATE = 22;
export const REDUCED_RATE = 9;
export const REDUCED_CATEGORIES = Object.freeze([
  "books",
  "coffee",
  "flowers",
  "medical",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

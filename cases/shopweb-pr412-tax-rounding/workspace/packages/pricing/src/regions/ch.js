// VAT of Switzerland. Rates in percent.
export const CODE = "CH";
export const STANDARD_RATE = 8.1;
export const REDUCED_RATE = 2.6;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "books",
  "coffee",
  "flowers",
  "medical",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Bulgaria. Rates in percent.
export const CODE = "BG";
export const STANDARD_RATE = 20;
export const REDUCED_RATE = 9;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "coffee",
  "ebooks",
  "magazines",
  "medical",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

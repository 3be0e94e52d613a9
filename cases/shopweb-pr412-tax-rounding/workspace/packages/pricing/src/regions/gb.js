// VAT of United Kingdom. Rates in percent.
export const CODE = "GB";
export const STANDARD_RATE = 20;
export const REDUCED_RATE = 5;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "coffee",
  "ebooks",
  "food",
  "newspapers",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

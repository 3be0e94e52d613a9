// VAT of Finland. Rates in percent.
export const CODE = "FI";
export const STANDARD_RATE = 25.5;
export const REDUCED_RATE = 14;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "ebooks",
  "food",
  "magazines",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

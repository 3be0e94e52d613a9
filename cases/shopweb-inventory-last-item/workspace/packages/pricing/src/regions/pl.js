// VAT of Poland. Rates in percent.
export const CODE = "PL";
export const STANDARD_RATE = 23;
export const REDUCED_RATE = 8;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "coffee",
  "flowers",
  "newspapers",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

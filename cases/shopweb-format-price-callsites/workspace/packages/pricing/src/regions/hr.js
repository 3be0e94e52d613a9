// VAT of Croatia. Rates in percent.
export const CODE = "HR";
export const STANDARD_RATE = 25;
export const REDUCED_RATE = 13;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "flowers",
  "magazines",
  "newspapers",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

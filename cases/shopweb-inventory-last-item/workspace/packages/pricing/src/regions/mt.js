// VAT of Malta. Rates in percent.
export const CODE = "MT";
export const STANDARD_RATE = 18;
export const REDUCED_RATE = 7;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "coffee",
  "food",
  "newspapers",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

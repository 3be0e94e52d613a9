// VAT of Slovenia. Rates in percent.
export const CODE = "SI";
export const STANDARD_RATE = 22;
export const REDUCED_RATE = 9.5;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "books",
  "food",
  "magazines",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Luxembourg. Rates in percent.
export const CODE = "LU";
export const STANDARD_RATE = 17;
export const REDUCED_RATE = 8;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "books",
  "coffee",
  "medical",
  "newspapers",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

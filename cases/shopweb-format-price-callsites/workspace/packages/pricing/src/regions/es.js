// VAT of Spain. Rates in percent.
export const CODE = "ES";
export const STANDARD_RATE = 21;
export const REDUCED_RATE = 10;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "books",
  "ebooks",
  "medical",
  "newspapers",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Germany. Rates in percent.
export const CODE = "DE";
export const STANDARD_RATE = 19;
export const REDUCED_RATE = 7;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "books",
  "ebooks",
  "magazines",
  "seeds",
  "tea",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

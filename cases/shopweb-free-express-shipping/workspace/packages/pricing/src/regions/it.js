// VAT of Italy. Rates in percent.
export const CODE = "IT";
export const STANDARD_RATE = 22;
export const REDUCED_RATE = 10;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "beverages",
  "books",
  "ebooks",
  "food",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Austria. Rates in percent.
export const CODE = "AT";
export const STANDARD_RATE = 20;
export const REDUCED_RATE = 10;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "books",
  "coffee",
  "ebooks",
  "food",
  "magazines",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

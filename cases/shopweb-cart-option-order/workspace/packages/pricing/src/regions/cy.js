// VAT of Cyprus. Rates in percent.
export const CODE = "CY";
export const STANDARD_RATE = 19;
export const REDUCED_RATE = 5;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "beverages",
  "books",
  "ebooks",
  "food",
  "newspapers",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

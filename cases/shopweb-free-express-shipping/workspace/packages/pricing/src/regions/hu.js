// VAT of Hungary. Rates in percent.
export const CODE = "HU";
export const STANDARD_RATE = 27;
export const REDUCED_RATE = 5;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "ebooks",
  "flowers",
  "food",
  "medical",
  "newspapers",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Latvia. Rates in percent.
export const CODE = "LV";
export const STANDARD_RATE = 21;
export const REDUCED_RATE = 12;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "beverages",
  "books",
  "ebooks",
  "newspapers",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

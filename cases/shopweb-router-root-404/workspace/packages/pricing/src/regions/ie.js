// VAT of Ireland. Rates in percent.
export const CODE = "IE";
export const STANDARD_RATE = 23;
export const REDUCED_RATE = 13.5;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "beverages",
  "coffee",
  "ebooks",
  "magazines",
  "newspapers",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Greece. Rates in percent.
export const CODE = "GR";
export const STANDARD_RATE = 24;
export const REDUCED_RATE = 13;
export const REDUCED_CATEGORIES = Object.freeze([
  "baby",
  "beverages",
  "coffee",
  "ebooks",
  "food",
  "magazines",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Sweden. Rates in percent.
export const CODE = "SE";
export const STANDARD_RATE = 25;
export const REDUCED_RATE = 12;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "books",
  "flowers",
  "food",
  "magazines",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

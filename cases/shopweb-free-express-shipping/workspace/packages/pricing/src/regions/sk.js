// VAT of Slovakia. Rates in percent.
export const CODE = "SK";
export const STANDARD_RATE = 23;
export const REDUCED_RATE = 10;
export const REDUCED_CATEGORIES = Object.freeze([
  "beverages",
  "books",
  "coffee",
  "flowers",
  "magazines",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

// VAT of Netherlands. Rates in percent.
export const CODE = "NL";
export const STANDARD_RATE = 21;
export const REDUCED_RATE = 9;
export const REDUCED_CATEGORIES = Object.freeze([
  "coffee",
  "flowers",
  "magazines",
  "medical",
  "newspapers",
  "seeds",
]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

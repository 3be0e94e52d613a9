// VAT of Denmark. Rates in percent.
export const CODE = "DK";
export const STANDARD_RATE = 25;
export const REDUCED_RATE = 25;
export const REDUCED_CATEGORIES = Object.freeze([]);

/** VAT rate in percent for a catalog category. */
export function vatRate(category) {
  return REDUCED_CATEGORIES.includes(category) ? REDUCED_RATE : STANDARD_RATE;
}

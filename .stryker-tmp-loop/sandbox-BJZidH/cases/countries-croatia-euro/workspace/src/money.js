// @ts-nocheck
import { country } from "./countries.js";

/** Formats an amount in the currency of a country, with that currency's minor units. */
export function formatPrice(amount, countryCode) {
  const c = country(countryCode);
  return `${amount.toFixed(c.minorUnits)} ${c.currency}`;
}

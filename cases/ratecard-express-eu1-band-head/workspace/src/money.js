/**
 * Money helpers. Amounts are numbers in the currency's major unit (e.g. 14.9 = EUR 14.90);
 * rounding happens once per line, half-up to the cent.
 */

/** Rounds half-up to 2 decimals, robust to binary artefacts (1.005 → 1.01). */
export function roundCents(amount) {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function percentOf(amount, percent) {
  return (amount * percent) / 100;
}

export function formatEur(amount) {
  return `EUR ${roundCents(amount).toFixed(2)}`;
}

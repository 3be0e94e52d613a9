// Promo codes currently on sale. Loaded by the API at start-up.
export const PROMO_CODES = Object.freeze({
  WELCOME10: { kind: "percent", percent: 10 },
  SUMMER15: { kind: "percent", percent: 15, minBasketCents: 5000 },
  FIVEOFF: { kind: "fixed", cents: 500, minBasketCents: 2500 },
  STAFF30: { kind: "percent", percent: 30 },
});

export function promo(code) {
  return code ? PROMO_CODES[code.toUpperCase()] ?? null : null;
}

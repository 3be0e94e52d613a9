// Money is an integer number of cents everywhere (docs/money.md).

const SYMBOLS = { EUR: "€", USD: "$", GBP: "£", CHF: "CHF " };

/** Groups the digits of a non-negative integer by thousands: 1234567 -> "1,234,567". */
function groupThousands(n) {
  const s = String(n);
  let out = "";
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ",";
    out += s[i];
  }
  return out;
}

/** Formats cents for display in the given currency: formatMoney(123456, "EUR") === "€1,234.56". */
export function formatMoney(cents, currency) {
  if (!Number.isInteger(cents)) throw new TypeError(`formatMoney: cents must be an integer, got ${cents}`);
  if (!(currency in SYMBOLS)) throw new RangeError(`formatMoney: unknown currency ${currency}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${SYMBOLS[currency]}${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** `percent` % of `cents`, rounded half away from zero to whole cents. */
export function percentOf(cents, percent) {
  const exact = (cents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** Sum of a list of cent amounts. */
export function sumCents(amounts) {
  return amounts.reduce((a, b) => a + b, 0);
}

export const CURRENCIES = Object.freeze(Object.keys(SYMBOLS));

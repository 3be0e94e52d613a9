import { percentOf, sumCents } from "../../shared/src/money.js";

/**
 * Discount in cents of a promo on cart lines ({ netCents }):
 *   { kind: "percent", percent, minBasketCents? }  percent off every line, rounded per line
 *   { kind: "fixed", cents, minBasketCents? }      a fixed amount, at most the basket
 */
export function discountCents(lines, promo) {
  if (!promo) return 0;
  const basket = sumCents(lines.map((l) => l.netCents));
  if (promo.minBasketCents && basket < promo.minBasketCents) return 0;
  if (promo.kind === "percent") return sumCents(lines.map((l) => percentOf(l.netCents, promo.percent)));
  if (promo.kind === "fixed") return Math.min(promo.cents, basket);
  throw new Error(`unknown promo kind ${promo.kind}`);
}

/** Spreads a basket discount over lines in proportion to their net amounts; the last line takes the remainder. */
export function spreadDiscount(lines, discount) {
  const basket = sumCents(lines.map((l) => l.netCents));
  let left = discount;
  return lines.map((l, i) => {
    const share = i === lines.length - 1 ? left : Math.floor((discount * l.netCents) / basket);
    left -= share;
    return { ...l, netCents: l.netCents - share };
  });
}

import { readFileSync } from "node:fs";

const DEFAULT_CONFIG = JSON.parse(readFileSync(new URL("../../../config/shipping.json", import.meta.url), "utf8"));

/**
 * Shipping cost in cents of an order's goods (total in cents after discount, weight in grams)
 * by a shipping method, per config/shipping.json.
 */
export function shippingCents({ goodsCents, grams }, method, config = DEFAULT_CONFIG) {
  const m = config.methods[method];
  if (!m) throw new Error(`unknown shipping method ${method}`);
  const surcharge = grams > config.heavyParcelGrams ? config.heavyParcelSurchargeCents : 0;
  if (goodsCents >= config.freeShippingMinCents && config.freeShippingMethods.includes(method)) return surcharge;
  return m.cents + surcharge;
}

export function deliveryDays(method, config = DEFAULT_CONFIG) {
  return config.methods[method]?.days ?? null;
}

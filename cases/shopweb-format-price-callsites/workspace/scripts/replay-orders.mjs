// Replays recorded orders (lines, region, promo) and compares the cart totals with the
// recorded ones. Prints every mismatch and a summary; exits 1 on any mismatch.
import { readFileSync } from "node:fs";
import { Cart } from "../packages/cart/src/cart.js";
import { cartTotals } from "../packages/cart/src/totals.js";
import { promo } from "../packages/pricing/src/promo-codes.js";

const file = process.argv[2] ?? "fixtures/orders-replay.json";
const orders = JSON.parse(readFileSync(file, "utf8"));
let failed = 0;
for (const o of orders) {
  const cart = new Cart(o.currency);
  for (const l of o.lines) cart.add(l.sku, l.qty, { unitCents: l.unitCents, category: l.category, options: l.options });
  const got = cartTotals(cart, { region: o.region, promo: promo(o.promo) });
  for (const k of ["subtotal", "discount", "tax", "total"]) {
    if (got[k] !== o.totals[k]) {
      failed++;
      console.log(`FAIL ${o.id} ${o.region} ${k}: recorded ${o.totals[k]}, got ${got[k]}`);
      break;
    }
  }
}
console.log(`${orders.length - failed} of ${orders.length} orders match`);
process.exit(failed ? 1 : 0);

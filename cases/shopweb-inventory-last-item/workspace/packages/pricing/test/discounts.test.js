import test from "node:test";
import assert from "node:assert/strict";
import { discountCents, spreadDiscount } from "../src/discounts.js";

test("percent promo rounds per line", () => {
  assert.equal(discountCents([{ netCents: 1005 }, { netCents: 1005 }], { kind: "percent", percent: 10 }), 202);
});

test("minimum basket", () => {
  const promo = { kind: "fixed", cents: 500, minBasketCents: 2500 };
  assert.equal(discountCents([{ netCents: 2499 }], promo), 0);
  assert.equal(discountCents([{ netCents: 2500 }], promo), 500);
});

test("spread keeps the total", () => {
  const lines = spreadDiscount([{ netCents: 1000 }, { netCents: 333 }], 100);
  assert.equal(lines[0].netCents + lines[1].netCents, 1233);
});

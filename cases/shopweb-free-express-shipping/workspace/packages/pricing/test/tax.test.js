import test from "node:test";
import assert from "node:assert/strict";
import { taxCents, regionOf } from "../src/tax.js";

test("standard and reduced rates", () => {
  assert.equal(taxCents([{ netCents: 10000, category: "apparel" }], "DE"), 1900);
  assert.equal(taxCents([{ netCents: 10000, category: "books" }], "DE"), 700);
});

test("VAT is rounded per line, then summed", () => {
  // 3 x 2.65 at 19 %: each line 50.35 -> 50 cents
  const lines = [1, 2, 3].map(() => ({ netCents: 265, category: "apparel" }));
  assert.equal(taxCents(lines, "DE"), 150);
});

test("unknown region", () => {
  assert.throws(() => regionOf("XX"), /no VAT region XX/);
});

import test from "node:test";
import assert from "node:assert/strict";
import { formatMoney, percentOf, sumCents } from "../src/money.js";

test("formatMoney groups thousands and pads cents", () => {
  assert.equal(formatMoney(123456, "EUR"), "€1,234.56");
  assert.equal(formatMoney(5, "USD"), "$0.05");
  assert.equal(formatMoney(-1999, "GBP"), "-£19.99");
});

test("formatMoney refuses floats and unknown currencies", () => {
  assert.throws(() => formatMoney(1.5, "EUR"), TypeError);
  assert.throws(() => formatMoney(100, "XYZ"), RangeError);
});

test("percentOf rounds half away from zero", () => {
  assert.equal(percentOf(250, 10), 25);
  assert.equal(percentOf(1005, 10), 101);
  assert.equal(percentOf(-1005, 10), -101);
});

test("sumCents", () => {
  assert.equal(sumCents([1, 2, 3]), 6);
  assert.equal(sumCents([]), 0);
});

// @ts-nocheck
import { test } from "node:test";
import assert from "node:assert/strict";
import { COUNTRIES, currencyOf } from "../src/countries.js";
import { formatPrice } from "../src/money.js";

test("entries are in code order and unique", () => {
  const codes = COUNTRIES.map((c) => c.code);
  assert.deepEqual(codes, [...codes].sort());
  assert.equal(new Set(codes).size, COUNTRIES.length);
});

test("Croatia adopted the euro on 1 January 2023", () => {
  assert.equal(currencyOf("HR"), "EUR");
  assert.equal(formatPrice(12.5, "HR"), "12.50 EUR");
});

test("zero-decimal currencies", () => {
  assert.equal(formatPrice(1200, "JP"), "1200 JPY");
});

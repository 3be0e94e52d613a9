import { test } from "node:test";
import assert from "node:assert/strict";
import { chargeableKg, roundUpHalfKg, volumetricKg } from "../src/weight.js";

test("volumetric weight uses the contract divisor", () => {
  assert.equal(volumetricKg([40, 30, 20]), 4.8);
});

test("rounds up to the next half kilogram", () => {
  assert.equal(roundUpHalfKg(2.01), 2.5);
  assert.equal(roundUpHalfKg(2.5), 2.5);
  assert.equal(roundUpHalfKg(0.2), 0.5);
});

test("chargeable weight is the greater of actual and volumetric", () => {
  assert.equal(chargeableKg(2.4, [40, 30, 20]), 5);
  assert.equal(chargeableKg(7.2, [40, 30, 20]), 7.5);
  assert.equal(chargeableKg(1.2), 1.5);
});

test("rejects non-positive dimensions", () => {
  assert.throws(() => volumetricKg([40, 0, 20]), RangeError);
});

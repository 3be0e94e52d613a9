import test from "node:test";
import assert from "node:assert/strict";
import { shippingCents, deliveryDays } from "../src/shipping.js";

test("standard shipping below the threshold", () => {
  assert.equal(shippingCents({ goodsCents: 5999, grams: 1000 }, "standard"), 495);
});

test("standard shipping is free from the threshold on", () => {
  assert.equal(shippingCents({ goodsCents: 6000, grams: 1000 }, "standard"), 0);
});

test("heavy parcels pay the surcharge", () => {
  assert.equal(shippingCents({ goodsCents: 1000, grams: 25000 }, "standard"), 1295);
});

test("delivery days", () => {
  assert.equal(deliveryDays("express"), 1);
  assert.equal(deliveryDays("drone"), null);
});

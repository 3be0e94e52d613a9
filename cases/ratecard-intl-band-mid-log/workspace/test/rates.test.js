import { test } from "node:test";
import assert from "node:assert/strict";
import { bandPrice, quote } from "../src/rates.js";

const bands = [{ upTo: 1, price: 4 }, { upTo: 5, price: 8 }, { upTo: 10, price: 12, perExtraKg: 0.5 }];

test("band lookup", () => {
  assert.equal(bandPrice(bands, 1), 4);
  assert.equal(bandPrice(bands, 1.5), 8);
  assert.equal(bandPrice(bands, 10), 12);
});

test("quote for a Berlin parcel", () => {
  assert.deepEqual(quote({ from: "GB", to: "DE-10115", kg: 2.4, cm: [40, 30, 20], service: "standard" }), {
    zone: "EU1", chargeableKg: 5, net: 9.8, surcharge: 0.78, vat: 2.01, total: 12.59,
  });
});

// @ts-nocheck
import { test } from "node:test";
import assert from "node:assert/strict";
import { quote } from "../src/rates.js";
import { isRemote } from "../src/zones.js";

test("remote areas are matched by postcode prefix within the country", () => {
  assert.equal(isRemote("DE-18565"), true);   // Hiddensee
  assert.equal(isRemote("GB-HS1"), true);     // Outer Hebrides
  assert.equal(isRemote("GB-KW15"), true);
  assert.equal(isRemote("GB-KW1"), false);    // Wick is mainland
  assert.equal(isRemote("DE-10115"), false);
  assert.equal(isRemote("AT"), false);        // no postcode, no remote list
});

test("the remote surcharge is part of the net price (fuel and VAT apply to it)", () => {
  const q = quote({ from: "GB", to: "DE-18565", kg: 2.4, cm: [40, 30, 20], service: "standard" });
  assert.deepEqual(q, { zone: "EU2", chargeableKg: 5, net: 18.3, surcharge: 1.46, vat: 3.76, total: 23.52, remote: true });
});

test("express pays the express remote surcharge", () => {
  const q = quote({ from: "GB", to: "GB-ZE1", kg: 0.8, service: "express" });
  assert.equal(q.net, 29.93);
  assert.equal(q.remote, true);
});

test("quotes outside remote areas say remote: false", () => {
  assert.equal(quote({ from: "GB", to: "DE-10115", kg: 1, service: "standard" }).remote, false);
});

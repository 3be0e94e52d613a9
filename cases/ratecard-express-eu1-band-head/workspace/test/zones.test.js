import { test } from "node:test";
import assert from "node:assert/strict";
import { zoneOf } from "../src/zones.js";

test("country without postcode split", () => {
  assert.equal(zoneOf("AT"), "EU2");
  assert.equal(zoneOf("fr-75001"), "EU2");
});

test("longest postcode prefix wins", () => {
  assert.equal(zoneOf("DE-10115"), "EU1");
  assert.equal(zoneOf("DE-18055"), "EU2");
  assert.equal(zoneOf("DE-83022"), "EU2");
  assert.equal(zoneOf("DE-80331"), "EU1");
});

test("unknown country", () => {
  assert.throws(() => zoneOf("XX-1"), /no zone for XX-1/);
});

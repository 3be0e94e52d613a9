// Replays the quotes agreed with the carrier (data/fixtures.json), one test per quote: a
// tariff or rule change that moves any of them by a cent fails here.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { quote } from "../src/rates.js";

const fixtures = JSON.parse(readFileSync(new URL("../data/fixtures.json", import.meta.url), "utf8"));

for (const f of fixtures) {
  const dims = f.input.cm ? f.input.cm.join("x") : "-";
  test(`${f.id} ${f.input.to} ${f.input.kg}kg ${dims} ${f.input.service}`, () => {
    const got = quote(f.input);
    assert.deepEqual({ chargeableKg: got.chargeableKg, total: got.total }, f.expected);
  });
}

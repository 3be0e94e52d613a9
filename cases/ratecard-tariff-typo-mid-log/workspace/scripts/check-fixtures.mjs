#!/usr/bin/env node
// Replays the quotes agreed with the carrier (data/fixtures.json) against quote() and prints
// one line per fixture. Exit 1 when any quote differs.
import { readFileSync } from "node:fs";
import { quote } from "../src/rates.js";

const fixtures = JSON.parse(readFileSync(new URL("../data/fixtures.json", import.meta.url), "utf8"));
let failed = 0;
console.log(`replaying ${fixtures.length} carrier fixtures (tariff ${fixtures[0]?.tariff ?? "?"})`);
for (const f of fixtures) {
  const got = quote(f.input);
  const dims = f.input.cm ? f.input.cm.join("x") : "-";
  const what = `${f.id} ${f.input.to.padEnd(9)} ${String(f.input.kg).padStart(5)}kg ${dims.padEnd(9)} ${f.input.service.padEnd(8)}`;
  if (got.total === f.expected.total && got.chargeableKg === f.expected.chargeableKg) {
    console.log(`ok   ${what} total ${got.total.toFixed(2)}`);
  } else {
    failed++;
    console.log(`FAIL ${what} expected total ${f.expected.total.toFixed(2)} (chargeable ${f.expected.chargeableKg} kg), got ${got.total.toFixed(2)} (chargeable ${got.chargeableKg} kg)`);
  }
}
console.log(`${fixtures.length - failed} passed, ${failed} failed`);
// exitCode, not exit(): exit() drops output still queued for a full pipe.
process.exitCode = failed ? 1 : 0;

import test from "node:test";
import assert from "node:assert/strict";
import { Inventory } from "../src/inventory.js";

test("the last items in stock can be reserved", () => {
  const inv = new Inventory({ "TS-100": 2 });
  assert.equal(inv.reserve("TS-100", 2), true);
  assert.equal(inv.available("TS-100"), 0);
});

test("a reservation beyond the stock is refused and changes nothing", () => {
  const inv = new Inventory({ "TS-100": 2 });
  assert.equal(inv.reserve("TS-100", 3), false);
  assert.equal(inv.available("TS-100"), 2);
});

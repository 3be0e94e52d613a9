import test from "node:test";
import assert from "node:assert/strict";
import { makeProduct, search } from "../src/index.js";
import { csvFeed } from "../src/feeds/csv-feed.js";

const shirt = makeProduct({ sku: "TS-100", title: "Linen shirt", priceCents: 3900, categoryId: "apparel", attributes: { size: "M", color: "white", material: "linen", weight: 1, brand: "x", model: "y", capacity: 1, length: 1, width: 1, age: 1 } });

test("search by words and SKU prefix", () => {
  assert.deepEqual(search([shirt], "linen").map((p) => p.sku), ["TS-100"]);
  assert.deepEqual(search([shirt], "ts-1").map((p) => p.sku), ["TS-100"]);
  assert.deepEqual(search([shirt], "wool"), []);
});

test("csv feed formats the price in the product's currency", () => {
  assert.equal(csvFeed([shirt]).split("\n")[1], '"TS-100","Linen shirt","apparel","€39.00"');
});

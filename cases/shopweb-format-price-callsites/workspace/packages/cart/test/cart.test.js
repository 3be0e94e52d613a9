import test from "node:test";
import assert from "node:assert/strict";
import { Cart, MAX_QTY_PER_LINE, cartTotals } from "../src/index.js";

const shirt = { unitCents: 2500, category: "apparel" };

test("same SKU and options raise the quantity", () => {
  const cart = new Cart().add("TS-100", 1, { ...shirt, options: { size: "M" } }).add("TS-100", 2, { ...shirt, options: { size: "M" } });
  assert.equal(cart.lines.length, 1);
  assert.equal(cart.lines[0].qty, 3);
});

test("the order of the options does not matter", () => {
  const cart = new Cart()
    .add("TS-100", 1, { ...shirt, options: { size: "M", color: "red" } })
    .add("TS-100", 1, { ...shirt, options: { color: "red", size: "M" } });
  assert.equal(cart.lines.length, 1);
  assert.equal(cart.lines[0].qty, 2);
});

test("different options are different lines", () => {
  const cart = new Cart().add("TS-100", 1, { ...shirt, options: { size: "M" } }).add("TS-100", 1, { ...shirt, options: { size: "L" } });
  assert.equal(cart.lines.length, 2);
});

test("quantity is capped per line", () => {
  const cart = new Cart().add("TS-100", 90, shirt).add("TS-100", 20, shirt);
  assert.equal(cart.lines[0].qty, MAX_QTY_PER_LINE);
});

test("totals with a promo", () => {
  const cart = new Cart().add("TS-100", 2, shirt);
  assert.deepEqual(cartTotals(cart, { region: "DE", promo: { kind: "percent", percent: 10 } }), { subtotal: 5000, discount: 500, tax: 855, total: 5355 });
});

import test from "node:test";
import assert from "node:assert/strict";
import { render } from "../src/render.js";

test("formatPrice helper formats in the given currency", () => {
  assert.equal(render("{{formatPrice p.cents p.currency}}", { p: { cents: 1999, currency: "USD" } }), "$19.99");
});

test("values and literal arguments", () => {
  assert.equal(render("{{upper name}} {{plural n \"item\" \"items\"}}", { name: "ok", n: 2 }), "OK items");
});

import test from "node:test";
import assert from "node:assert/strict";
import { createRouter } from "../src/index.js";

const ok = (ctx) => ({ status: 200, params: ctx.params });

test("params are extracted and decoded", () => {
  const r = createRouter().get("/products/:sku", ok);
  assert.deepEqual(r.handle({ method: "GET", path: "/products/TS%2D100" }), { status: 200, params: { sku: "TS-100" } });
});

test("a trailing slash is ignored", () => {
  const r = createRouter().get("/products/:sku", ok);
  assert.deepEqual(r.handle({ method: "GET", path: "/products/TS-100/" }), { status: 200, params: { sku: "TS-100" } });
});

test("the root", () => {
  const r = createRouter().get("/", ok).get("/cart", ok);
  assert.equal(r.handle({ method: "GET", path: "/" }).status, 200);
  assert.equal(r.handle({ method: "GET", path: "/cart/" }).status, 200);
  assert.equal(r.handle({ method: "GET", path: "/carts/" }).status, 404);
});

test("unknown paths and methods", () => {
  const r = createRouter().get("/cart", ok);
  assert.equal(r.handle({ method: "GET", path: "/carts" }).status, 404);
  assert.equal(r.handle({ method: "POST", path: "/cart" }).status, 404);
});

test("middleware runs in order and can answer early", () => {
  const seen = [];
  const r = createRouter()
    .use(() => void seen.push("a"))
    .use((ctx) => (ctx.path.startsWith("/admin") ? { status: 401 } : void seen.push("b")))
    .get("/cart", ok)
    .get("/admin/x", ok);
  r.handle({ method: "GET", path: "/cart" });
  assert.deepEqual(seen, ["a", "b"]);
  assert.equal(r.handle({ method: "GET", path: "/admin/x" }).status, 401);
});

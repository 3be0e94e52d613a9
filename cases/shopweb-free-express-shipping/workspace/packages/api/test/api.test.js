import test from "node:test";
import assert from "node:assert/strict";
import { apiRouter } from "../src/index.js";

test("every route answers", () => {
  const r = apiRouter();
  assert.equal(r.handle({ method: "GET", path: "/health" }).status, 200);
  assert.deepEqual(r.handle({ method: "GET", path: "/orders/O-00001" }).body, { route: "GET /orders/:id", id: "O-00001" });
  assert.equal(r.handle({ method: "POST", path: "/checkout" }).status, 201);
});

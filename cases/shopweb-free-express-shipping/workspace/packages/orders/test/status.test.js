import test from "node:test";
import assert from "node:assert/strict";
import { canMove, move } from "../src/status.js";

test("transitions", () => {
  assert.ok(canMove("placed", "paid"));
  assert.ok(!canMove("shipped", "paid"));
  assert.throws(() => move({ id: "O-1", status: "refunded" }, "paid"), /cannot go from refunded to paid/);
});

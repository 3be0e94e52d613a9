// @ts-nocheck
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { satisfies } from "../src/range.js";
import { maxSatisfying } from "../src/version.js";

describe("satisfies", () => {
  it("handles caret and tilde", () => {
    assert.equal(satisfies("1.9.0", "^1.2.3"), true);
    assert.equal(satisfies("2.0.0", "^1.2.3"), false);
    assert.equal(satisfies("0.2.5", "^0.2.3"), true);
    assert.equal(satisfies("0.3.0", "^0.2.3"), false);
    assert.equal(satisfies("1.2.9", "~1.2.3"), true);
    assert.equal(satisfies("1.3.0", "~1.2.3"), false);
  });
  it("handles x-ranges, comparator sets and unions", () => {
    assert.equal(satisfies("1.4.2", "1.x"), true);
    assert.equal(satisfies("3.0.0", "*"), true);
    assert.equal(satisfies("1.5.0", ">=1.0.0 <1.5.0"), false);
    assert.equal(satisfies("3.1.0", "^1.0.0 || ^3.0.0"), true);
  });
  it("excludes prereleases unless the range names one", () => {
    assert.equal(satisfies("2.0.0-rc.1", "^1.0.0"), false);
    assert.equal(satisfies("1.3.0-beta.1", "^1.2.0"), false);
    assert.equal(satisfies("1.2.4-beta.3", ">=1.2.4-beta.2"), true);
    assert.equal(satisfies("1.2.4-beta.10", ">=1.2.4-beta.2"), true);
  });
});

describe("maxSatisfying", () => {
  it("picks the highest matching version", () => {
    const versions = ["1.0.0", "1.2.0", "1.10.0", "2.0.0"];
    assert.equal(maxSatisfying(versions, (v) => satisfies(v, "^1.0.0")), "1.10.0");
  });
});

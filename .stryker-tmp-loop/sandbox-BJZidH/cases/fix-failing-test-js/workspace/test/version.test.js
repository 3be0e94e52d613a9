// @ts-nocheck
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { bump, compare, format, isValid, parse, sort } from "../src/version.js";

describe("parse", () => {
  it("splits prerelease and build identifiers", () => {
    assert.deepEqual(parse("1.2.3-beta.1+build.5"), {
      major: 1, minor: 2, patch: 3, prerelease: ["beta", "1"], build: ["build", "5"],
    });
  });
  it("rejects leading zeros and missing parts", () => {
    assert.equal(isValid("01.2.3"), false);
    assert.equal(isValid("1.2"), false);
    assert.throws(() => parse("1.2"), TypeError);
  });
  it("round-trips through format", () => {
    assert.equal(format(parse("v2.0.0-rc.1+sha.abc")), "2.0.0-rc.1+sha.abc");
  });
});

describe("compare", () => {
  it("orders by major, minor, patch", () => {
    assert.equal(compare("1.2.3", "1.10.0"), -1);
    assert.equal(compare("2.0.0", "1.99.99"), 1);
    assert.equal(compare("1.0.0+a", "1.0.0+b"), 0);
  });
  it("ranks a release above its prereleases", () => {
    assert.equal(compare("1.0.0-alpha", "1.0.0"), -1);
    assert.equal(compare("1.0.0", "1.0.0-rc.1"), 1);
  });
  it("compares numeric prerelease identifiers numerically", () => {
    assert.equal(compare("1.0.0-alpha.2", "1.0.0-alpha.10"), -1);
    assert.equal(compare("1.0.0-beta.11", "1.0.0-beta.9"), 1);
  });
  it("ranks numeric identifiers below alphanumeric ones", () => {
    assert.equal(compare("1.0.0-1", "1.0.0-alpha"), -1);
    assert.equal(compare("1.0.0-alpha.beta", "1.0.0-alpha.1"), 1);
  });
  it("sorts the semver.org example in order", () => {
    const ordered = [
      "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
      "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0",
    ];
    assert.deepEqual(sort([...ordered].reverse()), ordered);
  });
});

describe("bump", () => {
  it("bumps each kind", () => {
    assert.equal(bump("1.2.3", "major"), "2.0.0");
    assert.equal(bump("1.2.3", "minor"), "1.3.0");
    assert.equal(bump("1.2.3", "patch"), "1.2.4");
    assert.equal(bump("1.2.3-rc.1", "patch"), "1.2.3");
  });
});

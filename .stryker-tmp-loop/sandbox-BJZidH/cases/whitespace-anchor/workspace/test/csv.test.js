// @ts-nocheck
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parse, parseLine, stringify } from "../src/csv.js";

describe("parseLine", () => {
  it("splits plain fields", () => {
    assert.deepEqual(parseLine("a,b,,d"), ["a", "b", "", "d"]);
  });
  it("keeps delimiters inside quotes", () => {
    assert.deepEqual(parseLine('"Smith, Jane",42'), ["Smith, Jane", "42"]);
  });
  it("turns a doubled quote inside quotes into one quote", () => {
    assert.deepEqual(parseLine('"say ""hi""",x'), ['say "hi"', "x"]);
    assert.deepEqual(parseLine('""""'), ['"']);
  });
  it("supports another delimiter", () => {
    assert.deepEqual(parseLine("a;b;c", ";"), ["a", "b", "c"]);
  });
  it("rejects an unterminated quote", () => {
    assert.throws(() => parseLine('"open,1'), SyntaxError);
  });
});

describe("parse and stringify", () => {
  it("reads a header row into objects", () => {
    assert.deepEqual(parse("name,age\r\nAda,36\n\nLin,29\n", { header: true }), [
      { name: "Ada", age: "36" },
      { name: "Lin", age: "29" },
    ]);
  });
  it("round-trips values that need quoting", () => {
    const rows = [["plain", 'with "quotes"', "a,b"], ["", null, 7]];
    assert.deepEqual(parse(stringify(rows)), [["plain", 'with "quotes"', "a,b"], ["", "", "7"]]);
  });
});

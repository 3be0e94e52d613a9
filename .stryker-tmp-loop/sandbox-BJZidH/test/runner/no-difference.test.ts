// @ts-nocheck
import { describe, expect, it } from "vitest";
import { traceShowsDifference } from "../../src/runner/no-difference.ts";
import { parseVariant } from "../../src/runner/variant.ts";

describe("traceShowsDifference: which variant pairs the first-pair check applies to", () => {
  const v = (...specs: string[]) => parseVariant(specs);
  it("applies when the arms differ only in what session.start records", () => {
    expect(traceShowsDifference(v(), v("env:FREECODE_READ_LINE_NUMBERS=0"))).toBe(true);
    expect(traceShowsDifference(v(), v("model:claude-opus-5-5"))).toBe(true);
  });
  it("does not apply to an A/A on purpose, to other agents, or to env the trace cannot show", () => {
    expect(traceShowsDifference(v("env:FREECODE_BASH_COMPRESS=1"), v("env:FREECODE_BASH_COMPRESS=1"))).toBe(false);
    // Specs that differ in words but resolve to the same variant: the A/A the simulator's noise is measured with.
    expect(traceShowsDifference(v(), v("agent:freecode"))).toBe(false);
    expect(traceShowsDifference(v("env:FREECODE_BASH_COMPRESS=1"), v("agent:freecode", "env:FREECODE_BASH_COMPRESS=1"))).toBe(false);
    expect(traceShowsDifference(v(), v("agent:command=true"))).toBe(false);
    expect(traceShowsDifference(v(), v("env:PYTHONHASHSEED=0"))).toBe(false);
  });
});

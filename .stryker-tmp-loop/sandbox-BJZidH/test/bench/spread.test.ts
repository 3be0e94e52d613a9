// @ts-nocheck
import { describe, expect, it } from "vitest";
import { formatSpread, spread } from "../../bench/spread.ts";

describe("spread", () => {
  it("gives median, extremes and quartiles of the repeats", () => {
    expect(spread([5, 1, 3, 2, 4])).toEqual({ n: 5, median: 3, min: 1, max: 5, q1: 2, q3: 4 });
  });

  it("averages the middle pair for an even count", () => {
    expect(spread([1, 2, 3, 10]).median).toBe(2.5);
  });

  it("refuses an empty list and non-finite values", () => {
    expect(() => spread([])).toThrow("spread requires at least one finite value");
    expect(() => spread([1, Number.NaN])).toThrow("spread requires at least one finite value");
  });

  it("renders median (min–max, n), or the single value", () => {
    expect(formatSpread(spread([1.5, 2, 3]), 1)).toBe("2.0 (1.5–3.0, n=3)");
    expect(formatSpread(spread([812.4]))).toBe("812 (n=1)");
  });
});

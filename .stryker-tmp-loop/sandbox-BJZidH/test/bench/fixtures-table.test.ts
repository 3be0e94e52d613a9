// @ts-nocheck
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceCaseIds, writeBenchSuite } from "../../bench/fixtures.ts";
import { row, TARGETS } from "../../bench/results.ts";
import { spread } from "../../bench/spread.ts";
import { formatValue, renderTable } from "../../bench/table.ts";
import { loadSuite } from "../../src/suite/load.ts";

const dir = mkdtempSync(join(tmpdir(), "bench-suite-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("writeBenchSuite", () => {
  it("writes a loadable suite of the coding suite's first cases", () => {
    const suite = loadSuite(writeBenchSuite(dir, "three", 3, 2));
    expect(suite.name).toBe("three");
    expect(suite.trials).toBe(2);
    expect(suite.loadedCases.map((c) => c.id)).toEqual(sourceCaseIds().slice(0, 3));
  });

  it("refuses more cases than the coding suite has", () => {
    const n = sourceCaseIds().length;
    expect(() => writeBenchSuite(dir, "too-many", n + 1, 1)).toThrow(`writeBenchSuite requires 1 <= caseCount <= ${n}, got ${n + 1}`);
    expect(() => writeBenchSuite(dir, "none", 0, 1)).toThrow("writeBenchSuite requires");
  });
});

describe("renderTable", () => {
  it("prints each row with median, spread, n, target and the verdict", () => {
    const text = renderTable([
      row("P0", "spawn → first trial starts", "ms", spread([1200, 1500, 1100]), TARGETS.startupMs),
      row("P3", "peak memory", "MB", spread([300]), TARGETS.analyzeMb),
    ]);
    expect(text).toContain("spawn → first trial starts");
    expect(text).toContain("1200 ms");
    expect(text).toContain("1100–1500");
    expect(text).toContain("NO");
    expect(text).toContain("yes");
  });

  it("formats values in their unit", () => {
    expect(formatValue(3.14159, "s")).toBe("3.1 s");
    expect(formatValue(12.345, "%")).toBe("12.3%");
    expect(formatValue(5.42, "×")).toBe("5.4×");
  });
});

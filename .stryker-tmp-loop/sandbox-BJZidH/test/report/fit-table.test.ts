// @ts-nocheck
import { describe, expect, it } from "vitest";
import { fittedTable, fitWidths } from "../../src/report/fit-table.ts";
import { metricTable } from "../../src/report/table.ts";
import { analyze } from "../../src/stats/index.ts";
import { parseTrialsCsv } from "../../src/results/from-csv.ts";

const widest = (text: string) => Math.max(...text.split("\n").map((l) => [...l].length));

describe("tables that fit the terminal (issue 22 item 3)", () => {
  it("keeps natural widths when they fit, and narrows the widest wrappable column otherwise", () => {
    expect(fitWidths(["a", "b"], [["x", "y"]], 100)).toBeNull();
    const head = ["metric", "status"];
    const rows = [["promptBlockTokens", "secondary (descriptive), outside the Holm family of the decision"]];
    const w = fitWidths(head, rows, 50)!;
    expect(w.reduce((a, b) => a + b, 0) + 3).toBeLessThanOrEqual(50);
    expect(w[0]).toBe("promptBlockTokens".length + 2); // the unwrappable name keeps its width
    const text = fittedTable(head, rows, 50);
    expect(widest(text)).toBeLessThanOrEqual(50);
    expect(text).toContain("promptBlockTokens");
  });

  it("renders a real summary's metric table within 100 columns, and wider with Infinity (--wide)", () => {
    const rows = ["case,variant,pass,costUsd,tokens,turns,repeatedCalls"];
    for (let i = 0; i < 3; i++) rows.push(`c${i},baseline,1,0.0${i + 1},100${i},5,0`, `c${i},candidate,1,0.0${i + 2},90${i},5,1`);
    const s = analyze(parseTrialsCsv(rows.join("\n"), "t.csv"));
    expect(widest(metricTable(s).split("\n* primary")[0]!)).toBeLessThanOrEqual(100);
    expect(widest(metricTable(s, Infinity).split("\n* primary")[0]!)).toBeGreaterThan(100);
  });
});

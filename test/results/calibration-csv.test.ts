import { describe, expect, it } from "vitest";
import { calibrationCsv } from "../../src/results/calibration-csv.ts";
import { parseTrialsCsv } from "../../src/results/from-csv.ts";
import type { AnalysisInput } from "../../src/stats/core/types.ts";

const input: AnalysisInput = {
  cases: [
    {
      caseId: "cite-line",
      baseline: [
        { trial: 0, pass: true, infra: false, metrics: { costUsd: 0.0148, tokens: 19857, turns: 5, repeatedCalls: 1 } },
        { trial: 1, pass: false, infra: true, metrics: { costUsd: 0.0021, tokens: 800, turns: 1, repeatedCalls: 0 } },
      ],
      candidate: [
        { trial: 0, pass: true, infra: false, metrics: { costUsd: 0.0101, tokens: 11957, turns: 3, repeatedCalls: 0 } },
        { trial: 1, pass: false, infra: false, metrics: { costUsd: null, tokens: 900, turns: 2, repeatedCalls: 0 } },
      ],
    },
  ],
};

describe("calibrationCsv", () => {
  it("writes the columns readTrialsCsv reads, one row per trial", () => {
    const text = calibrationCsv(input);
    expect(text.split("\n")[0]).toBe("case,trial,variant,pass,infra,costUsd,tokens,turns,repeatedCalls");
    expect(text.trimEnd().split("\n")).toHaveLength(5);
    expect(text).toContain("cite-line,1,candidate,0,0,,900,2,0");
  });

  it("reads back as the same cases, arms, trials, pass, infra and metrics (an unknown cost stays unknown)", () => {
    const back = parseTrialsCsv(calibrationCsv(input), "cal.csv");
    expect(back.cases).toHaveLength(1);
    const c = back.cases[0]!;
    expect(c.caseId).toBe("cite-line");
    for (const arm of ["baseline", "candidate"] as const) {
      expect(c[arm].map((t) => [t.trial, t.pass, t.infra, t.metrics.costUsd, t.metrics.tokens, t.metrics.turns, t.metrics.repeatedCalls]))
        .toEqual(input.cases[0]![arm].map((t) => [t.trial, t.pass, t.infra, t.metrics.costUsd, t.metrics.tokens, t.metrics.turns, t.metrics.repeatedCalls]));
    }
  });
});

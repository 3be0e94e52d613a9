// @ts-nocheck
import { describe, expect, it } from "vitest";
import { overheadFromRecords } from "../../bench/p1-overhead.ts";
import { trialPhase } from "../../bench/p2-throughput.ts";

const rec = (startedAt: string, wallMs: number, agentWallMs: number, status: "pass" | "agent_failure" | "infra_error" = "pass") => ({ startedAt, wallMs, agentWallMs, status });

describe("trialPhase", () => {
  it("spans first start to last end and counts every attempt", () => {
    const p = trialPhase([
      rec("2026-01-01T00:00:00.000Z", 4000, 3000),
      rec("2026-01-01T00:00:01.000Z", 5000, 4000, "infra_error"),
      rec("2026-01-01T00:00:02.000Z", 2000, 1500),
    ]);
    expect(p).toEqual({ trials: 3, infraErrors: 1, phaseMs: 6000, perSecond: 0.5 });
  });

  it("refuses an empty run", () => {
    expect(() => trialPhase([])).toThrow("trialPhase requires at least one record");
  });
});

describe("overheadFromRecords", () => {
  it("takes wall minus agent time of completed trials, and its share", () => {
    const s = overheadFromRecords([
      rec("2026-01-01T00:00:00.000Z", 1000, 960),
      rec("2026-01-01T00:00:00.000Z", 2000, 1900, "agent_failure"),
      rec("2026-01-01T00:00:00.000Z", 500, 0, "infra_error"),
    ]);
    expect(s.trials).toBe(2);
    expect(s.overheadMs.median).toBe(70);
    expect(s.share.min).toBeCloseTo(0.04, 12);
    expect(s.share.max).toBeCloseTo(0.05, 12);
  });

  it("refuses a run with no completed trial", () => {
    expect(() => overheadFromRecords([rec("2026-01-01T00:00:00.000Z", 500, 0, "infra_error")])).toThrow("overheadFromRecords requires at least one completed trial");
  });
});

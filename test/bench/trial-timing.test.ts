import { describe, expect, it } from "vitest";
import { timingStats, trialTiming } from "../../bench/trial-timing.ts";

const t0 = Date.parse("2026-01-01T00:00:00.000Z");
const record = { startedAt: "2026-01-01T00:00:00.000Z", wallMs: 1000, agentWallMs: 800, agentStartMs: 100 };
const events = [
  { type: "session.start", t: t0 + 200 },
  { type: "model.request", t: t0 + 250 },
  { type: "model.response", t: t0 + 400 },
  { type: "model.request", t: t0 + 500 },
  { type: "session.end", t: t0 + 850 },
];

describe("trialTiming", () => {
  it("splits a trial at spawn, the first model request, session.end and the agent's exit", () => {
    // spawn at 100, first request at 250, end at 850, agent gone at 100 + 800 = 900.
    expect(trialTiming(record, events)).toEqual({ wallMs: 1000, harnessMs: 200, startupMs: 150, loopMs: 600, exitMs: 50, notLoopMs: 400 });
  });

  it("leaves start-up and exit unknown for a record written before agentStartMs, and the loop for a trace without requests", () => {
    const { agentStartMs: _, ...old } = record;
    expect(trialTiming(old, events)).toMatchObject({ harnessMs: 200, startupMs: null, exitMs: null, loopMs: 600 });
    expect(trialTiming(record, [{ type: "session.end", t: t0 + 850 }])).toMatchObject({ startupMs: null, loopMs: null, notLoopMs: null, exitMs: 50 });
  });
});

describe("timingStats", () => {
  it("summarises each part over the trials that have it", () => {
    const s = timingStats([trialTiming(record, events), trialTiming({ ...record, wallMs: 1200 }, events), trialTiming(record, [])]);
    expect(s.trials).toBe(3);
    expect(s.wall.median).toBe(1000);
    expect(s.startup!.n).toBe(2);
    expect(() => timingStats([])).toThrow(RangeError);
  });
});

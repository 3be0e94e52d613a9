/**
 * Where a trial's wall time goes (issue 21 item 4), from its record and its trace: the harness
 * before and after the agent, the agent's start-up, its loop, its exit. Timestamps:
 *
 *   startedAt ─ harness ─ spawn ─ start-up ─ first model.request ─ loop ─ session.end ─ exit ─ agent gone ─ harness ─ end
 *
 * spawn is `startedAt + agentStartMs` (the runner's clock when it called the adapter), the
 * agent's exit is spawn + agentWallMs; first model.request and session.end are the trace's own
 * `t` (the agent's clock, the same machine). Nothing here depends on how the agent starts, so
 * it measures the same way before and after a faster agent start-up lands.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TrialRecord } from "../src/results/record.ts";
import { parseTrace } from "../src/trace/index.ts";
import { spread, type Spread } from "./spread.ts";

export interface TrialTiming {
  /** ms, the whole trial. */
  wallMs: number;
  /** ms, wallMs − agentWallMs: workspace, setup, checks, diff, metrics, clean-up. */
  harnessMs: number;
  /** ms, spawn → the first model request (null: no request in the trace, or a record without agentStartMs). */
  startupMs: number | null;
  /** ms, first model request → session.end: the agent's work (model and tools). */
  loopMs: number | null;
  /** ms, session.end → the agent process gone. */
  exitMs: number | null;
  /** ms, wallMs − loopMs: everything in a trial that is not the agent's work (issue 21's P1). */
  notLoopMs: number | null;
}

/**
 * The timing of one trial from its record and trace events.
 * @example trialTiming({ startedAt: "2026-01-01T00:00:00.000Z", wallMs: 1000, agentWallMs: 800, agentStartMs: 100 }, [{ type: "model.request", t: Date.parse("2026-01-01T00:00:00.250Z") }, { type: "session.end", t: Date.parse("2026-01-01T00:00:00.850Z") }]).startupMs // => 150
 */
export function trialTiming(r: Pick<TrialRecord, "startedAt" | "wallMs" | "agentWallMs" | "agentStartMs">, events: ReadonlyArray<{ type: string; t: number }>): TrialTiming {
  const firstRequest = events.find((e) => e.type === "model.request")?.t ?? null;
  const end = events.findLast((e) => e.type === "session.end")?.t ?? null;
  const spawn = r.agentStartMs === undefined ? null : Date.parse(r.startedAt) + r.agentStartMs;
  const loopMs = firstRequest !== null && end !== null ? end - firstRequest : null;
  return {
    wallMs: r.wallMs,
    harnessMs: r.wallMs - r.agentWallMs,
    startupMs: spawn !== null && firstRequest !== null ? firstRequest - spawn : null,
    loopMs,
    exitMs: spawn !== null && end !== null ? spawn + r.agentWallMs - end : null,
    notLoopMs: loopMs === null ? null : r.wallMs - loopMs,
  };
}

/** Timings of a run's completed trials (infra errors left out), traces read from `runDir`. */
export function runTimings(runDir: string, records: readonly TrialRecord[]): TrialTiming[] {
  return records.filter((r) => r.status !== "infra_error").map((r) => {
    const file = join(runDir, r.trace);
    return trialTiming(r, existsSync(file) ? parseTrace(readFileSync(file, "utf8"), file) : []);
  });
}

export interface TimingStats {
  trials: number;
  wall: Spread;
  harness: Spread;
  startup: Spread | null;
  loop: Spread | null;
  exit: Spread | null;
  notLoop: Spread | null;
}

/** Median and spread of each part over `ts`. @throws RangeError for an empty list */
export function timingStats(ts: readonly TrialTiming[]): TimingStats {
  if (ts.length === 0) throw new RangeError("timingStats requires at least one trial");
  const of = (k: keyof TrialTiming) => {
    const xs = ts.map((t) => t[k]).filter((x): x is number => x !== null);
    return xs.length ? spread(xs) : null;
  };
  return { trials: ts.length, wall: of("wallMs")!, harness: of("harnessMs")!, startup: of("startupMs"), loop: of("loopMs"), exit: of("exitMs"), notLoop: of("notLoopMs") };
}

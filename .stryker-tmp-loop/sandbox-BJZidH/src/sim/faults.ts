/**
 * Injected provider faults, for reliability tests and runs (issue 4):
 * - overloaded: HTTP 529 `overloaded_error` before any output;
 * - rate_limit: HTTP 429 `rate_limit_error` with `retry-after` (kept short, see RETRY_AFTER_MS);
 * - error_event: HTTP 200, a few stream events, then an SSE `error` event (overloaded_error);
 * - stream_cut: HTTP 200, a few stream events, then the body ends with no message_stop.
 * A non-streaming request meets error_event as a 529 and stream_cut as a connection dropped
 * before any reply.
 *
 * Each request of a trial rolls once per kind, in the order above, with probabilities set per
 * run; the roll is a function of (run seed, case, trial seed, attempt, the request's number
 * within the trial, kind), so a run is reproducible whatever the concurrency, and an infra
 * retry of a trial meets fresh faults, as a real transient error would not repeat itself.
 */
// @ts-nocheck

import { uniform } from "./noise.ts";

export const FAULT_KINDS = ["overloaded", "rate_limit", "error_event", "stream_cut"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultRates = Partial<Record<FaultKind, number>>;

/**
 * The wait the simulator asks for on 429 and 529 replies (`retry-after-ms`), in ms. Real
 * waits are seconds; the SDK obeys whatever is sent with no cap, so it is kept short.
 */
export const RETRY_AFTER_MS = 20;

/**
 * The tag a trial's fault rolls are drawn under: case and trial seed, and the attempt from the
 * second on (the first attempt's tag is the one runs used before attempts were drawn apart).
 * @example faultTag("a", 7, 2) // => "a:7:a2"
 */
export function faultTag(caseId: string, seed: number, attempt = 1): string {
  return attempt > 1 ? `${caseId}:${seed}:a${attempt}` : `${caseId}:${seed}`;
}

/** The fault (if any) that hits this request. */
export function rollFault(rates: FaultRates, runSeed: number, trialTag: string, requestNo: number): FaultKind | null {
  for (const kind of FAULT_KINDS) {
    const p = rates[kind] ?? 0;
    if (p > 0 && uniform(runSeed, trialTag, requestNo, kind) < p) return kind;
  }
  return null;
}

/**
 * Parses a fault spec such as `overloaded=0.2,stream_cut=0.05` (the CLI's --sim-faults).
 * @throws Error naming the bad part and the accepted kinds, for an unknown kind or a rate outside [0, 1].
 * @example parseFaultSpec("overloaded=0.2") // => { overloaded: 0.2 }
 */
export function parseFaultSpec(spec: string): FaultRates {
  const out: FaultRates = {};
  for (const part of spec.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [k, v] = part.split("=").map((s) => s.trim());
    if (!(FAULT_KINDS as readonly string[]).includes(k ?? "")) {
      throw new Error(`unknown fault "${k}" in "${spec}": use ${FAULT_KINDS.join(", ")} (e.g. overloaded=0.2,stream_cut=0.05)`);
    }
    const rate = Number(v);
    if (v === undefined || v === "" || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      throw new Error(`fault ${k} needs a rate between 0 and 1, got "${v ?? ""}" (e.g. ${k}=0.05)`);
    }
    out[k as FaultKind] = rate;
  }
  return out;
}

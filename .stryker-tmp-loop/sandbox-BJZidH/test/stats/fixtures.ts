/**
 * Small builders for analysis inputs used by the stats tests.
 */
// @ts-nocheck

import type { CaseObservations, TrialObservation } from "../../src/stats/core/types.ts";

export function trial(t: number, pass: boolean, metrics: Record<string, number | null>, extra: Partial<TrialObservation> = {}): TrialObservation {
  return { trial: t, pass, infra: false, metrics, ...extra };
}

/**
 * n cases with K trials per arm. Case i's baseline cost is 0.01·(i + 1)·(1 + 0.1·sin(i + t)) per
 * trial t and the candidate's is `factor` times the baseline's with its own wobble, so every
 * case moves in the same direction when factor ≠ 1.
 */
export function suite(n: number, k: number, opts: {
  factor?: number;
  pass?: (arm: "baseline" | "candidate", i: number, t: number) => boolean;
  repeated?: (arm: "baseline" | "candidate", i: number, t: number) => number;
  extra?: (arm: "baseline" | "candidate", i: number, t: number) => Record<string, number | null>;
} = {}): CaseObservations[] {
  const factor = opts.factor ?? 1;
  return Array.from({ length: n }, (_, i) => {
    const arm = (name: "baseline" | "candidate") =>
      Array.from({ length: k }, (_, t) => {
        const base = 0.01 * (i + 1) * (1 + 0.1 * Math.sin(i + t + (name === "candidate" ? 0.5 : 0)));
        const cost = name === "candidate" ? base * factor : base;
        return trial(t + 1, opts.pass?.(name, i, t) ?? true, {
          costUsd: cost,
          tokens: Math.round(cost * 200_000),
          turns: 5 + ((i + t) % 3),
          repeatedCalls: opts.repeated?.(name, i, t) ?? 0,
          ...(opts.extra?.(name, i, t) ?? {}),
        });
      });
    return { caseId: `case-${i + 1}`, baseline: arm("baseline"), candidate: arm("candidate") };
  });
}

/**
 * Non-inferiority analysis of a guardrail metric (pass rate, repeatedCalls, any metric with a margin).
 */
// @ts-nocheck

import { fmtAlpha } from "./decision.ts";
import tQuantile from "@stdlib/stats-base-dists-t-quantile";
import { guardrailNeeded, type GuardrailNeeded } from "../power/guardrail-needed.ts";
import { mcnemar } from "../hypothesis-tests/mcnemar.ts";
import { inferOutcome, nullVarianceFloor, type GuardrailOutcome } from "../power/null-variance-floor.ts";
import { pairedT, tBound, tOneSidedP } from "../hypothesis-tests/paired-t.ts";
import { tangoInterval, tangoNonInferiorityP } from "../hypothesis-tests/tango.ts";
import { wilsonInterval } from "../intervals/wilson.ts";
import { meanOf, type CaseValues } from "../core/case-data.ts";
import { unavailableMetric } from "./metric-ratio.ts";
import type { MetricSummary } from "../core/types.ts";

export interface GuardrailOptions {
  /** Absolute non-inferiority margin Δ in the metric's units (pass: fraction, 0.05 = 5 points). */
  margin: number;
  /** True for pass rate (a drop is harm); false for counts such as repeatedCalls (a rise is harm). */
  higherIsBetter: boolean;
  /** The interval is two-sided (1 − alpha); non-inferiority uses the one-sided (1 − alpha) bound. */
  alpha: number;
  /** Outcome type of the trial values, which sets the variance floor; inferred from the values when absent. */
  outcome?: GuardrailOutcome;
  /** Power of the cases-needed figure in `extra.needed`, default 0.8. */
  power?: number;
}

function pct(alpha: number): string {
  return `${Math.round((1 - alpha) * 1000) / 10}%`;
}

const FLOOR_TEXT: Record<GuardrailOutcome, string> = {
  binary: "Δ(1 − Δ)/K for pass/fail trials",
  count: "Δ/K for Poisson counts",
  continuous: "",
};

/**
 * Guardrail analysis (DESIGN §7; research/statistics.md §2.3, §0.4–0.5): per-case differences
 * d_i = mean_C(i) − mean_B(i); suite values are the means of the per-case means (pass: mean of
 * per-case pass rates; counts: mean per trial); `delta` = mean(d) (absolute).
 * Paired t with a variance floor: the per-case variance is max(s_d², v0), where v0 is the
 * smallest variance the differences can have when the candidate is worse by exactly the margin
 * ({@link nullVarianceFloor}: Δ(1 − Δ)/K for 0/1 trials, Δ/K for counts, K the largest per-arm
 * trial count); se = √(max(s_d², v0)/n). `ci` = two-sided (1 − alpha) t interval d̄ ± t(1 − α/2,
 * n − 1)·se; non-inferior when the one-sided (1 − alpha) bound clears the margin
 * (higher-is-better: d̄ − t·se > −Δ; lower-is-better: d̄ + t·se < Δ); for 0/1 metrics (pass) the
 * interval is clipped to [−1, 1], where a difference of rates lies (`extra.ciUnclipped` keeps the
 * t interval; the bound and the test are unchanged, since a margin below 1 is inside the range;
 * counts are not clipped: their bound, minus the baseline's true mean, is unknown); `p` = one-sided p of that
 * non-inferiority t test (H0: harm ≥ Δ). Without the floor, identical differences (every trial
 * passes in both arms) gave se = 0 and "non-inferior" from two cases. A continuous metric whose
 * differences are all identical has no floor and is reported as not estimated.
 * For 0/1 metrics with exactly one trial per case and arm and a margin below 1, Tango's score
 * interval and score test replace the t versions (Tango 1998); at zero discordance its null
 * variance equals the floor with K = 1, so Tango needs ⌈z(1 − α)²·(1 − Δ)/Δ⌉ cases (52 at
 * Δ = α = 0.05) before it can show non-inferiority even when no case differs. `extra` adds
 * McNemar exact and mid-p on the case-level outcomes and a Wilson interval for each arm's rate.
 * `extra`: `bound`, `pDifference` (two-sided t p of "no difference", without the floor), `sd`
 * (observed), `varianceFloor`, `floorApplied`, and `needed` ({@link guardrailNeeded}: cases
 * needed with `power` if the truth is no change, and the fewest cases that could show
 * non-inferiority at all at this K).
 * @throws "analyzeGuardrail requires at least one value per case and arm"
 * @example analyzeGuardrail([1, 2, 3].map((i) => ({ caseId: `c${i}`, baseline: [1, 1], candidate: [1, 1] })),
 *   { margin: 0.05, higherIsBetter: true, alpha: 0.05 }).nonInferior // => false (28 cases of 2 all-pass trials are needed)
 */
export function analyzeGuardrail(values: readonly CaseValues[], opts: GuardrailOptions): MetricSummary {
  if (values.length === 0 || values.some((c) => c.baseline.length === 0 || c.candidate.length === 0)) {
    throw new RangeError("analyzeGuardrail requires at least one value per case and arm");
  }
  const { margin, higherIsBetter, alpha } = opts;
  const power = opts.power ?? 0.8;
  const b = values.map((c) => meanOf(c.baseline));
  const c = values.map((v) => meanOf(v.candidate));
  const d = c.map((x, i) => x - (b[i] as number));
  const n = values.length;
  const base = { baseline: meanOf(b), candidate: meanOf(c), delta: meanOf(d), kind: "guardrail" as const, margin };
  const outcome = opts.outcome ?? inferOutcome(values.flatMap((v) => [v.baseline, v.candidate]));
  const binary = values.every((v) => [...v.baseline, ...v.candidate].every((x) => x === 0 || x === 1));
  const oneTrial = values.every((v) => v.baseline.length === 1 && v.candidate.length === 1);
  const minK = Math.min(...values.flatMap((v) => [v.baseline.length, v.candidate.length]));
  const sizing = { margin, alpha, power, outcome };
  const needed = (tango: boolean) => (n >= 2 && margin > 0 ? guardrailNeeded(values, minK, sizing, tango) : null);
  // Tango's test is defined for margins below 1 (a difference of proportions); larger margins on 0/1 counts use t.
  if (binary && oneTrial && margin < 1) return tangoGuardrail(b, c, base, opts, needed(true));
  if (n < 2) {
    return { ...unavailableMetric("guardrail", "non-inferiority needs at least two cases"), ...base, nonInferior: false };
  }
  const t = pairedT(d, alpha);
  const maxK = Math.max(...values.flatMap((v) => [v.baseline.length, v.candidate.length]));
  const floor = nullVarianceFloor(outcome, margin, maxK);
  const observed = t.sd * t.sd;
  const variance = floor === null ? observed : Math.max(observed, floor);
  if (variance === 0) {
    return {
      ...unavailableMetric("guardrail", `every per-case difference is ${fmt(t.mean)}, so the paired t interval has no width, and no variance floor applies (${outcome} metric, margin ${margin})`),
      ...base,
      nonInferior: false,
      extra: { pDifference: t.p, sd: t.sd, varianceFloor: floor, floorApplied: false, needed: null },
    };
  }
  const floorApplied = floor !== null && floor > observed;
  const se = Math.sqrt(variance / n);
  const q = tQuantile(1 - alpha / 2, t.df);
  const side = higherIsBetter ? "lower" : "upper";
  const bound = tBound(t.mean, se, t.df, alpha, side);
  const nonInferior = higherIsBetter ? bound > -margin : bound < margin;
  const p = higherIsBetter ? tOneSidedP((t.mean + margin) / se, t.df, "greater") : tOneSidedP((t.mean - margin) / se, t.df, "less");
  const floorText = floorApplied ? `, variance raised to the null floor ${fmt(floor)} (${FLOOR_TEXT[outcome]}, K = ${maxK})` : "";
  // A difference of two rates lies in [−1, 1]: a t interval (wide with few cases, or with the
  // variance floor) can run past it, and is clipped to it. A count's difference has no such
  // known bound (its lower limit, −(the baseline's true mean), is itself estimated), so it is left.
  const raw: [number, number] = [t.mean - q * se, t.mean + q * se];
  const ci: [number, number] = binary ? [Math.max(-1, raw[0]), Math.min(1, raw[1])] : raw;
  const clipped = ci[0] !== raw[0] || ci[1] !== raw[1];
  return {
    ...base,
    ci,
    p,
    nonInferior,
    method:
      `mean of per-case differences; ${pct(alpha)} paired t CI (${n} cases${floorText})${clipped ? ", clipped to [−1, 1], the range of a difference of rates" : ""}; non-inferior when the one-sided ` +
      `${pct(alpha)} ${side} bound ${higherIsBetter ? `> −${margin}` : `< ${margin}`}; p = one-sided non-inferiority t test`,
    extra: { bound, pDifference: t.p, sd: t.sd, varianceFloor: floor, floorApplied, needed: needed(false), ...(clipped ? { ciUnclipped: raw } : {}) },
  };
}

function fmt(x: number | null): string {
  return x === null ? "none" : String(Number(x.toPrecision(4)));
}

function tangoGuardrail(
  b: readonly number[],
  c: readonly number[],
  base: Pick<MetricSummary, "baseline" | "candidate" | "delta" | "kind" | "margin">,
  opts: GuardrailOptions,
  needed: GuardrailNeeded | null,
): MetricSummary {
  const n = b.length;
  const candidateOnly = c.filter((x, i) => x === 1 && b[i] === 0).length;
  const baselineOnly = c.filter((x, i) => x === 0 && b[i] === 1).length;
  const counts = { candidateOnly, baselineOnly, total: n };
  const { ci } = tangoInterval(counts, opts.alpha);
  // Lower-is-better 0/1 metric: swap the discordant counts so the score test is on p_B − p_C.
  const flipped = opts.higherIsBetter ? counts : { candidateOnly: baselineOnly, baselineOnly: candidateOnly, total: n };
  const p = tangoNonInferiorityP(flipped, opts.margin);
  const mc = mcnemar(baselineOnly, candidateOnly);
  const passesB = b.filter((x) => x === 1).length;
  const passesC = c.filter((x) => x === 1).length;
  return {
    ...base,
    ci,
    p,
    nonInferior: p < opts.alpha,
    method:
      `one trial per case: Tango score ${pct(opts.alpha)} CI of the paired difference (${n} cases); ` +
      `non-inferior when Tango's one-sided score test at margin ${opts.margin} has p < ${fmtAlpha(opts.alpha)}`,
    extra: {
      mcnemarExactP: mc.exact,
      mcnemarMidP: mc.midP,
      wilsonBaseline: wilsonInterval(passesB, n, opts.alpha),
      wilsonCandidate: wilsonInterval(passesC, n, opts.alpha),
      needed,
    },
  };
}

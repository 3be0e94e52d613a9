/**
 * Non-inferiority analysis of a guardrail metric (pass rate, repeatedCalls, any metric with a margin).
 */
import { mcnemar } from "./mcnemar.ts";
import { pairedT, tBound, tOneSidedP } from "./paired-t.ts";
import { tangoInterval, tangoNonInferiorityP } from "./tango.ts";
import { wilsonInterval } from "./wilson.ts";
import { meanOf, type CaseValues } from "./case-data.ts";
import { unavailableMetric } from "./metric-ratio.ts";
import type { MetricSummary } from "./types.ts";

export interface GuardrailOptions {
  /** Absolute non-inferiority margin Δ in the metric's units (pass: fraction, 0.05 = 5 points). */
  margin: number;
  /** True for pass rate (a drop is harm); false for counts such as repeatedCalls (a rise is harm). */
  higherIsBetter: boolean;
  /** The interval is two-sided (1 − alpha); non-inferiority uses the one-sided (1 − alpha) bound. */
  alpha: number;
}

function pct(alpha: number): string {
  return `${Math.round((1 - alpha) * 1000) / 10}%`;
}

/**
 * Guardrail analysis (DESIGN §7; research/statistics.md §2.3, §0.4–0.5): per-case differences
 * d_i = mean_C(i) − mean_B(i); suite values are the means of the per-case means (pass: mean of
 * per-case pass rates; counts: mean per trial); `delta` = mean(d) (absolute); `ci` = two-sided
 * (1 − alpha) paired t interval; non-inferior when the one-sided (1 − alpha) bound clears the
 * margin (higher-is-better: d̄ − t·se > −Δ; lower-is-better: d̄ + t·se < Δ); `p` = one-sided
 * p-value of that non-inferiority test (H0: harm ≥ Δ), with the two-sided p of "no difference"
 * in `extra.pDifference`. For 0/1 metrics with exactly one trial per case and arm, Tango's score
 * interval and score test replace the t versions (Tango 1998), and `extra` adds McNemar exact
 * and mid-p on the case-level outcomes and a Wilson interval for each arm's rate.
 * @throws "analyzeGuardrail requires at least one value per case and arm"
 * @example analyzeGuardrail([1, 2, 3].map((i) => ({ caseId: `c${i}`, baseline: [1, 1], candidate: [1, 1] })),
 *   { margin: 0.05, higherIsBetter: true, alpha: 0.05 }).nonInferior // => true
 */
export function analyzeGuardrail(values: readonly CaseValues[], opts: GuardrailOptions): MetricSummary {
  if (values.length === 0 || values.some((c) => c.baseline.length === 0 || c.candidate.length === 0)) {
    throw new RangeError("analyzeGuardrail requires at least one value per case and arm");
  }
  const { margin, higherIsBetter, alpha } = opts;
  const b = values.map((c) => meanOf(c.baseline));
  const c = values.map((v) => meanOf(v.candidate));
  const d = c.map((x, i) => x - (b[i] as number));
  const n = values.length;
  const base = { baseline: meanOf(b), candidate: meanOf(c), delta: meanOf(d), kind: "guardrail" as const, margin };
  const binary = values.every((v) => [...v.baseline, ...v.candidate].every((x) => x === 0 || x === 1));
  const oneTrial = values.every((v) => v.baseline.length === 1 && v.candidate.length === 1);
  // Tango's test is defined for margins below 1 (a difference of proportions); larger margins on 0/1 counts use t.
  if (binary && oneTrial && margin < 1) return tangoGuardrail(b, c, base, opts);
  if (n < 2) {
    return { ...unavailableMetric("guardrail", "non-inferiority needs at least two cases"), ...base, nonInferior: false };
  }
  const t = pairedT(d, alpha);
  const side = higherIsBetter ? "lower" : "upper";
  const bound = t.se === 0 ? t.mean : tBound(t.mean, t.se, t.df, alpha, side);
  const nonInferior = higherIsBetter ? bound > -margin : bound < margin;
  let p: number;
  if (t.se === 0) p = nonInferior ? 0 : 1;
  else p = higherIsBetter ? tOneSidedP((t.mean + margin) / t.se, t.df, "greater") : tOneSidedP((t.mean - margin) / t.se, t.df, "less");
  return {
    ...base,
    ci: t.ci,
    p,
    nonInferior,
    method:
      `mean of per-case differences; ${pct(alpha)} paired t CI (${n} cases); non-inferior when the one-sided ` +
      `${pct(alpha)} ${side} bound ${higherIsBetter ? `> −${margin}` : `< ${margin}`}; p = one-sided non-inferiority t test`,
    extra: { bound, pDifference: t.p },
  };
}

function tangoGuardrail(
  b: readonly number[],
  c: readonly number[],
  base: Pick<MetricSummary, "baseline" | "candidate" | "delta" | "kind" | "margin">,
  opts: GuardrailOptions,
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
      `non-inferior when Tango's one-sided score test at margin ${opts.margin} has p < ${opts.alpha}`,
    extra: {
      mcnemarExactP: mc.exact,
      mcnemarMidP: mc.midP,
      wilsonBaseline: wilsonInterval(passesB, n, opts.alpha),
      wilsonCandidate: wilsonInterval(passesC, n, opts.alpha),
    },
  };
}

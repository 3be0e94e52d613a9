/**
 * How many cases a guardrail needs before non-inferiority can be shown.
 */
// @ts-nocheck

import { sampleVariance } from "simple-statistics";
import { meanOf, type CaseValues } from "../core/case-data.ts";
import { nonInferiorityCases } from "./ni-sample-size.ts";
import { nullVarianceFloor, type GuardrailOutcome } from "./null-variance-floor.ts";
import { estimateComponents } from "./power.ts";
import { tangoNullVariance } from "../hypothesis-tests/tango.ts";

export interface GuardrailNeeded {
  /**
   * Cases (at `trialsPerCase` trials per arm) that show non-inferiority with probability `power`
   * if the truth is no change; null when the run shows no variance and the metric has no floor.
   */
  cases: number | null;
  trialsPerCase: number;
  /** The same with twice the trials per case; null when one trial per case cannot separate trial noise from case spread. */
  casesWithDoubleTrials: number | null;
  /** Fewest cases that could show non-inferiority at `trialsPerCase` even if every case agreed; null without a floor. */
  minimumCases: number | null;
  power: number;
  /** Cases in this run. */
  casesInRun: number;
  /** The test the figures are for: Tango's score test (one 0/1 trial per case) or the paired t with its variance floor. */
  test: "tango" | "t";
}

export interface GuardrailNeededOptions {
  margin: number;
  /** One-sided level. */
  alpha: number;
  power: number;
  outcome: GuardrailOutcome;
}

/**
 * Cases × trials a guardrail needs to be shown non-inferior at its margin with the given power,
 * if the truth is no change (δ1 = 0, the usual planning assumption for non-inferiority), by
 * {@link nonInferiorityCases}: n = (q(1 − α)·√V0 + q(power)·√V1)²/Δ².
 * - Paired t (`test: "t"`): V1 = ω² + σ_C²/K + σ_B²/K with Miller's variance components
 *   estimated from this run ({@link estimateComponents}; with one trial per case, the observed
 *   variance of the differences), V0 = max(V1, v0) with the variance floor v0 of
 *   {@link nullVarianceFloor}, t quantiles. `minimumCases` is the same with V1 = 0: the cases
 *   needed when every case agrees exactly (e.g. all trials pass in both arms).
 * - One 0/1 trial per case (`tango: true`): V1 = ψ̂, the share of discordant cases (no change:
 *   p12 = p21 = ψ̂/2), V0 = Tango's restricted-ML variance at δ0 = −Δ
 *   ({@link tangoNullVariance}), normal quantiles (Nam 1997, Biometrics 53:1422). With no
 *   discordant case this is n = z²(1 − α)·(1 − Δ)/Δ, 52 cases at Δ = 0.05 and α = 0.05.
 * @param values per-case values of the metric (infra trials excluded); at least two cases
 * @param trialsPerCase K of the design to size (the run's smallest per-arm count)
 * @throws "guardrailNeeded requires at least two cases with values in both arms" and the checks of nonInferiorityCases (margin > 0)
 * @example guardrailNeeded(allPass12x3, 3, { margin: 0.05, alpha: 0.05, power: 0.8, outcome: "binary" }, false) // => { cases: 20, trialsPerCase: 3, casesWithDoubleTrials: 11, minimumCases: 20, … }
 */
export function guardrailNeeded(values: readonly CaseValues[], trialsPerCase: number, o: GuardrailNeededOptions, tango: boolean): GuardrailNeeded {
  if (values.length < 2 || values.some((c) => c.baseline.length === 0 || c.candidate.length === 0)) {
    throw new RangeError("guardrailNeeded requires at least two cases with values in both arms");
  }
  const k = Math.max(1, Math.round(trialsPerCase));
  const size = (nullVariance: number, altVariance: number, reference: "t" | "z") =>
    nonInferiorityCases({ nullVariance, altVariance, margin: o.margin, alpha: o.alpha, power: o.power, reference });
  if (tango) {
    const discordant = values.filter((c) => c.baseline[0] !== c.candidate[0]).length / values.length;
    const v0 = (psi: number) => tangoNullVariance(psi / 2, psi / 2, -o.margin);
    return {
      cases: size(v0(discordant), discordant, "z"),
      trialsPerCase: 1,
      casesWithDoubleTrials: null,
      minimumCases: size(v0(0), 0, "z"),
      power: o.power,
      casesInRun: values.length,
      test: "tango",
    };
  }
  const c = estimateComponents(values);
  const observed = sampleVariance(values.map((v) => meanOf(v.candidate) - meanOf(v.baseline)));
  const alt = (kk: number) => (c.separable ? c.omega2 + c.sigmaA2 / kk + c.sigmaB2 / kk : observed);
  const at = (kk: number) => {
    const v1 = alt(kk);
    const floor = nullVarianceFloor(o.outcome, o.margin, kk);
    const v0 = Math.max(v1, floor ?? 0);
    return v0 === 0 ? null : size(v0, v1, "t");
  };
  const floor = nullVarianceFloor(o.outcome, o.margin, k);
  return {
    cases: at(k),
    trialsPerCase: k,
    casesWithDoubleTrials: c.separable ? at(2 * k) : null,
    minimumCases: floor ? size(floor, 0, "t") : null,
    power: o.power,
    casesInRun: values.length,
    test: "t",
  };
}

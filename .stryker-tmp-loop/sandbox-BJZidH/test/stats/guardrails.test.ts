/**
 * Guardrail non-inferiority: the variance floor, Tango with one trial per case, the cases
 * needed. Every expected number was printed by test/stats/scipy/guardrails.py (scipy 1.17.1);
 * the call is written beside it.
 */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import {
  analyze, analyzeGuardrail, guardrailNeeded, inferOutcome, nonInferiorityCases, nullVarianceFloor, tangoNullVariance, tangoStatistic,
} from "../../src/stats/index.ts";
import type { GuardrailNeeded } from "../../src/stats/index.ts";
import type { CaseValues } from "../../src/stats/core/case-data.ts";
import { suite } from "./fixtures.ts";

const close = (actual: number, expected: number, tol = 1e-12) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol);
const allPass = (n: number, k: number): CaseValues[] =>
  Array.from({ length: n }, (_, i) => ({ caseId: `c${i}`, baseline: Array(k).fill(1), candidate: Array(k).fill(1) }));
const PASS = { margin: 0.05, higherIsBetter: true, alpha: 0.05, outcome: "binary" as const };

describe("nullVarianceFloor", () => {
  it("is Δ(1 − Δ)/K for pass/fail trials, Δ/K for counts, none for continuous values", () => {
    expect(nullVarianceFloor("binary", 0.05, 3)).toBe((0.05 * 0.95) / 3);
    expect(nullVarianceFloor("count", 0.5, 2)).toBe(0.25);
    expect(nullVarianceFloor("continuous", 0.5, 2)).toBeNull();
    expect(() => nullVarianceFloor("binary", -0.1, 3)).toThrow("nullVarianceFloor requires margin >= 0 and maxTrials >= 1, got margin=-0.1, maxTrials=3");
  });
  it("equals Tango's restricted-ML null variance with one trial per case and no discordant case", () => {
    // scipy: rmle_var(0, 0, 30, -0.05) = 0.0475 (the likelihood is largest at p21 = Δ)
    close(tangoNullVariance(0, 0, -0.05), 0.0475, 1e-15);
    close(nullVarianceFloor("binary", 0.05, 1)!, tangoNullVariance(0, 0, -0.05), 1e-15);
  });
  it("reads the outcome type off the values", () => {
    expect(inferOutcome([[0, 1], [1, 1]])).toBe("binary");
    expect(inferOutcome([[0, 3], [1]])).toBe("count");
    expect(inferOutcome([[0.5, 1]])).toBe("continuous");
    expect(inferOutcome([[-1, 0]])).toBe("continuous");
  });
});

describe("pass guardrail when every case agrees (all trials pass in both arms)", () => {
  // scipy: se = sqrt(0.05*0.95/K/n); p = stats.t.sf(0.05/se, n-1); bound = -stats.t.ppf(0.95, n-1)*se;
  // CI half-width = stats.t.ppf(0.975, n-1)*se  (floor_t in guardrails.py)
  const cases: Array<[number, number, number, number, number, boolean]> = [
    [2, 2, 0.363071407864004, -0.6880251201773836, 1.3846265600230843, false],
    [12, 2, 0.1424915487396269, -0.07989501142057556, 0.09791704494107538, false],
    [12, 3, 0.0980200955050957, -0.06523400365808157, 0.07994893240893454, false],
    [20, 3, 0.04578696114515901, -0.04865186931905257, 0.05889052136319849, true],
    [12, 6, 0.03877892344042191, -0.04612740635057753, 0.056532432254982556, true],
  ];
  for (const [n, k, p, bound, half, ni] of cases) {
    it(`${n} cases × ${k} trials: p = ${p.toPrecision(4)}, ${ni ? "" : "not "}non-inferior`, () => {
      const s = analyzeGuardrail(allPass(n, k), PASS);
      close(s.p!, p);
      close(s.extra!.bound as number, bound);
      // A difference of rates lies in [−1, 1]: the 2-case interval (±1.38) is clipped to it.
      close(s.ci![0], Math.max(-1, -half));
      close(s.ci![1], Math.min(1, half));
      if (half > 1) expect(s.extra!.ciUnclipped).toEqual([-half, half].map((x) => expect.closeTo(x, 12)));
      expect(s.nonInferior).toBe(ni);
      expect(s.extra!.floorApplied).toBe(true);
      expect(s.extra!.sd).toBe(0);
    });
  }

  it("says so in the decision: 12 × 3 all-pass is INCONCLUSIVE, and 20 cases are needed", () => {
    const s = analyze({ cases: suite(12, 3, { factor: 0.7 }) });
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.reasons).toContain(
      "guardrail pass +0.0 points: not shown non-inferior at margin 5.0 points (p = 0.098): with 3 trials per case, " +
        "at least 20 cases are needed to show it when every case agrees (this run has 12)",
    );
    expect(s.metrics.pass!.method).toBe(
      "mean of per-case differences; 95% paired t CI (12 cases, variance raised to the null floor 0.01583 (Δ(1 − Δ)/K for pass/fail trials, K = 3)); " +
        "non-inferior when the one-sided 95% lower bound > −0.05; p = one-sided non-inferiority t test",
    );
    // guardrails.py: ni_t(0.0475/3, 0) = 20, ni_t(0.0475/6, 0) = 11
    expect(s.metrics.pass!.extra!.needed).toEqual({ cases: 20, trialsPerCase: 3, casesWithDoubleTrials: 11, minimumCases: 20, power: 0.8, casesInRun: 12, test: "t" });
    expect(s.needed!.cases).toBe(20);
    expect(s.needed!.trialsPerCase).toBe(3);
    expect(s.needed!.metric).toBe("pass");
    expect(s.needed!.blocking).toEqual([{ metric: "pass", role: "guardrail", cases: 20, trialsPerCase: 3 }]);
    expect(s.needed!.note).toBe(
      "sized for guardrail pass, which blocks ADOPT (not shown non-inferior): 20 cases × 3 trials per arm to show non-inferiority at margin 5.0 points " +
        "with 80% power if the truth is no change (non-inferiority sample size with the variance floored at the null boundary, Chow, Shao & Wang 2008 ch. 3 " +
        "and Farrington & Manning 1990, t quantiles, variance components from this run); with 6 trials: 11 cases",
    );
    expect(analyze({ cases: suite(20, 3, { factor: 0.7 }) }).decision).toBe("ADOPT");
  });

  it("one baseline failure among 12 × 3: the observed variance is below the floor, which is used", () => {
    const cases = suite(12, 3, { factor: 0.7, pass: (arm, i, t) => !(arm === "baseline" && i === 0 && t === 0) });
    const g = analyze({ cases }).metrics.pass!;
    // guardrails.py: d = [1/3, 0 × 11]; d.var(ddof=1) = 1/108 < 0.0475/3; floor_t(12, 3, 0.0475/3, m=1/36)
    close((g.extra!.sd as number) ** 2, 0.009259259259259259, 1e-15);
    close(g.p!, 0.02774407699505703);
    close(g.extra!.bound as number, -0.0374562258803038);
    expect(g.nonInferior).toBe(true);
  });

  it("differences that vary more than the floor get the plain paired t", () => {
    const D = [1, 0, -1, 0, 1, 0, 0, -1, 1, 0, 0, 1, 0, -1, 0, 1];
    const values: CaseValues[] = D.map((x, i) => ({ caseId: `c${i}`, baseline: [1, 1, 0], candidate: [0, 1, 2].map((t) => (t < 2 + x ? 1 : 0)) }));
    const s = analyzeGuardrail(values, PASS);
    // scipy: stats.ttest_1samp(d, -0.05, alternative='greater').pvalue; stats.ttest_1samp(d, 0).confidence_interval(0.95)
    close(s.p!, 0.07337347940556736);
    close(s.ci![0], -0.0860063242392437);
    close(s.ci![1], 0.16933965757257702);
    expect(s.extra!.floorApplied).toBe(false);
    // guardrails.py "spread components": ω² = 0, σ_B² = 1/3, σ_C² = 0.2292; ni_t(V(3), V(3)) = 466, ni_t(V(6), V(6)) = 234
    expect(s.extra!.needed).toMatchObject({ cases: 466, casesWithDoubleTrials: 234, minimumCases: 20 });
  });

  it("repeatedCalls with no repeated call anywhere: Poisson floor Δ/K, still non-inferior at 12 × 3", () => {
    const g = analyze({ cases: suite(12, 3, { factor: 0.7 }) }).metrics.repeatedCalls!;
    // scipy: se = sqrt(0.5/3/12); stats.t.cdf(-0.5/se, 11); stats.t.ppf(0.95, 11)*se
    close(g.p!, 0.0006913624120009635);
    close(g.extra!.bound as number, 0.21164705558926708);
    expect(g.nonInferior).toBe(true);
    expect(g.method).toContain("variance raised to the null floor 0.1667 (Δ/K for Poisson counts, K = 3)");
    expect(analyze({ cases: suite(2, 2) }).metrics.repeatedCalls!.nonInferior).toBe(false); // 5 cases × 2 needed
  });

  it("a continuous guardrail whose differences are all equal has no floor: it is not tested", () => {
    const cases = suite(12, 6, { factor: 0.7, extra: () => ({ judgeScore: 0.5 }) });
    const s = analyze({ cases, options: { margins: { judgeScore: 0.1 } } });
    const g = s.metrics.judgeScore!;
    expect(g.nonInferior).toBe(false);
    expect(g.ci).toBeNull();
    expect(g.method).toBe(
      "not estimated: every per-case difference is 0, so the paired t interval has no width, and no variance floor applies (continuous metric, margin 0.1)",
    );
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.reasons).toContain(`guardrail judgeScore could not be tested (${g.method.replace(/^not estimated: /, "")})`);
  });

  it("a pass interval past −100 points is clipped to [−1, 1], where a difference of rates lies", () => {
    // 3 cases × 2 trials, every baseline trial passes and every candidate trial fails: d = −1,
    // variance raised to the floor 0.05·0.95/2. Unclipped t interval:
    // from scipy import stats; se = (0.05*0.95/2/3)**0.5; q = stats.t.ppf(0.975, 2)
    // (-1 - q*se, -1 + q*se) # => (-1.3828313323904262, -0.6171686676095739)
    const values = [1, 2, 3].map((i) => ({ caseId: `c${i}`, baseline: [1, 1], candidate: [0, 0] }));
    const g = analyzeGuardrail(values, { margin: 0.05, higherIsBetter: true, alpha: 0.05 });
    const raw = g.extra!.ciUnclipped as [number, number];
    close(raw[0], -1.3828313323904262, 1e-9);
    close(raw[1], -0.6171686676095739, 1e-9);
    expect(g.ci![0]).toBe(-1);
    close(g.ci![1], -0.6171686676095739, 1e-9);
    expect(g.method).toMatch(/paired t CI \(3 cases, variance raised to the null floor 0\.02375 .*\), clipped to \[−1, 1\], the range of a difference of rates;/);
    expect(g.nonInferior).toBe(false);
  });

  it("a count guardrail's interval is not clipped (its lower limit, minus the baseline's true mean, is unknown)", () => {
    // d = −2 in every case with the Poisson floor 0.5/2: t.ppf(0.975, 2)*(0.5/2/3)**0.5 = 1.242068855875165
    const values = [1, 2, 3].map((i) => ({ caseId: `c${i}`, baseline: [2, 2], candidate: [0, 0] }));
    const g = analyzeGuardrail(values, { margin: 0.5, higherIsBetter: false, alpha: 0.05, outcome: "count" });
    close(g.ci![0], -2 - 1.242068855875165, 1e-9);
    expect(g.extra!.ciUnclipped).toBeUndefined();
    expect(g.method).not.toMatch(/clipped/);
  });
});

describe("one trial per case: Tango's score test", () => {
  it("needs 52 cases when no case differs, N > z²(0.95)·(1 − Δ)/Δ = 51.405", () => {
    // scipy: stats.norm.ppf(0.95)**2 * 0.95/0.05 = 51.405325627812836; stats.norm.sf(np.sqrt(51*0.05/0.95)), same at 52
    expect(analyzeGuardrail(allPass(51, 1), PASS).nonInferior).toBe(false);
    close(analyzeGuardrail(allPass(51, 1), PASS).p!, 0.05067372148030578, 1e-12);
    close(analyzeGuardrail(allPass(52, 1), PASS).p!, 0.04902918603045338, 1e-12);
    expect(analyzeGuardrail(allPass(52, 1), PASS).nonInferior).toBe(true);
    expect((analyzeGuardrail(allPass(20, 1), PASS).extra!.needed as GuardrailNeeded).minimumCases).toBe(52);
  });

  it("the INCONCLUSIVE reason says how many cases one trial per case needs", () => {
    const s = analyze({ cases: suite(20, 1, { factor: 0.7 }) });
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.reasons).toContain(
      "guardrail pass +0.0 points: not shown non-inferior at margin 5.0 points (p = 0.15): with one trial per case, " +
        "Tango's test needs at least 52 cases to show it when no case differs (this run has 20)",
    );
    expect(s.needed!.cases).toBe(52);
    expect(s.needed!.trialsPerCase).toBe(1);
  });

  it("with discordant cases, sizes with Tango's null variance (Nam 1997)", () => {
    // 60 cases, 2 baseline-only and 2 candidate-only passes: ψ = 4/60.
    // scipy: V0 = rmle_var(2, 2, 60, -0.05) = 0.08952272287219669; ((z.95·√V0 + z.8·√ψ)/0.05)² = 201.33 → 202
    const values = allPass(60, 1);
    values[0]!.baseline = [0]; values[1]!.baseline = [0]; values[2]!.candidate = [0]; values[3]!.candidate = [0];
    const needed = guardrailNeeded(values, 1, { margin: 0.05, alpha: 0.05, power: 0.8, outcome: "binary" }, true);
    expect(needed).toEqual({ cases: 202, trialsPerCase: 1, casesWithDoubleTrials: null, minimumCases: 52, power: 0.8, casesInRun: 60, test: "tango" });
    close(tangoNullVariance(2 / 60, 2 / 60, -0.05), 0.08952272287219669, 1e-12);
    const s = analyze({ cases: suite(60, 1, { factor: 0.7, pass: (arm, i) => !((arm === "baseline" && i < 2) || (arm === "candidate" && (i === 2 || i === 3))) }) });
    // scipy: stats.norm.sf(60*0.05 / np.sqrt(60*V0)) = 0.09775825165818897
    close(s.metrics.pass!.p!, 0.09775825165818897, 1e-12);
    expect(s.reasons).toContain(
      "guardrail pass +0.0 points: not shown non-inferior at margin 5.0 points (p = 0.098): " +
        "about 202 cases × 1 trial per arm would show it with 80% power if the truth is no change",
    );
  });
});

describe("tangoNullVariance", () => {
  it("matches the restricted MLE found by root-finding on the likelihood's score", () => {
    // scipy: brentq on the score equation of the multinomial likelihood (rmle_var in guardrails.py)
    close(tangoNullVariance(3 / 40, 5 / 40, -0.2), 0.24672781845386227, 1e-12);
    close(tangoNullVariance(6 / 50, 2 / 50, -0.05), 0.18588115781237308, 1e-12);
  });
  it("is the variance inside tangoStatistic", () => {
    const t = { candidateOnly: 3, baselineOnly: 5, total: 40 };
    close(tangoStatistic(t, -0.2), (3 - 5 + 40 * 0.2) / Math.sqrt(40 * tangoNullVariance(3 / 40, 5 / 40, -0.2)), 1e-12);
  });
  it("refuses impossible shares", () => {
    expect(() => tangoNullVariance(0.7, 0.5, 0)).toThrow("tangoNullVariance requires 0 <= p12, p21, p12 + p21 <= 1 and -1 < delta0 < 1, got p12=0.7, p21=0.5, delta0=0");
  });
});

describe("nonInferiorityCases", () => {
  const base = { margin: 0.05, alpha: 0.05, power: 0.8 };
  it("z: (z(1 − α)·√V0 + z(power)·√V1)²/Δ², rounded up", () => {
    // scipy: ((stats.norm.ppf(0.95) + stats.norm.ppf(0.8))**2 * 0.08 / 0.05**2 = 197.84; (stats.norm.ppf(0.95)*sqrt(0.0475)/0.05)**2 = 51.405
    expect(nonInferiorityCases({ ...base, nullVariance: 0.08, altVariance: 0.08, reference: "z" })).toBe(198);
    expect(nonInferiorityCases({ ...base, nullVariance: 0.0475, altVariance: 0, reference: "z" })).toBe(52);
  });
  it("t: the smallest n with n ≥ (t(1 − α, n − 1)·√V0 + t(power, n − 1)·√V1)²/Δ²", () => {
    // guardrails.py ni_t (scipy stats.t.ppf in a loop): 20, 28, 11, 200, 97
    expect(nonInferiorityCases({ ...base, nullVariance: 0.0475 / 3, altVariance: 0, reference: "t" })).toBe(20);
    expect(nonInferiorityCases({ ...base, nullVariance: 0.0475 / 2, altVariance: 0, reference: "t" })).toBe(28);
    expect(nonInferiorityCases({ ...base, nullVariance: 0.0475 / 6, altVariance: 0, reference: "t" })).toBe(11);
    expect(nonInferiorityCases({ ...base, nullVariance: 0.08, altVariance: 0.08, reference: "t" })).toBe(200);
    expect(nonInferiorityCases({ ...base, nullVariance: 0.05, altVariance: 0.02, reference: "t" })).toBe(97);
  });
  it("checks its inputs", () => {
    expect(() => nonInferiorityCases({ ...base, margin: 0, nullVariance: 0.1, altVariance: 0.1, reference: "t" })).toThrow(
      "nonInferiorityCases requires margin + trueDifference > 0, got 0",
    );
    expect(() => nonInferiorityCases({ ...base, nullVariance: -1, altVariance: 0.1, reference: "t" })).toThrow(
      "nonInferiorityCases requires non-negative finite variances, got -1 and 0.1",
    );
  });
});

describe("needed: sized for whatever blocks ADOPT", () => {
  it("takes the largest need when the primary and a guardrail both block, and lists both", () => {
    const cases = suite(10, 3, { factor: 1 });
    cases[0]!.candidate.forEach((t) => { t.metrics.costUsd = (t.metrics.costUsd as number) * 0.9; });
    cases[1]!.candidate.forEach((t) => { t.metrics.costUsd = (t.metrics.costUsd as number) * 1.05; });
    const s = analyze({ cases, options: { effect: -0.1 } });
    expect(s.decision).toBe("INCONCLUSIVE");
    const [primary, pass] = s.needed!.blocking!;
    expect(primary).toMatchObject({ metric: "costUsd", role: "primary", trialsPerCase: 3 });
    expect(pass).toEqual({ metric: "pass", role: "guardrail", cases: 20, trialsPerCase: 3 });
    expect(s.needed!.cases).toBe(Math.max(primary!.cases!, 20));
    expect(s.needed!.note).toMatch(
      /^sized for (guardrail pass|primary costUsd), the largest need among what blocks ADOPT \(primary costUsd: no significant decrease; guardrail pass: not shown non-inferior\)\. /,
    );
    expect(s.needed!.note).toContain("primary costUsd: ");
    expect(s.needed!.note).toContain("guardrail pass: 20 cases × 3 trials per arm to show non-inferiority at margin 5.0 points");
  });
});

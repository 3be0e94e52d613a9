// @ts-nocheck
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/stats/index.ts";
import { suite } from "./fixtures.ts";

// Passes out of 3 trials per case and arm: the candidate never passes fewer.
const BASE = [0, 1, 1, 2, 0, 1, 2, 1];
const CAND = [2, 2, 1, 3, 1, 1, 3, 2];
const gain = (arm: "baseline" | "candidate", i: number, t: number) => t < (arm === "baseline" ? BASE : CAND)[i]!;

describe("analyze: pass as the primary metric (--primary pass)", () => {
  it("ADOPTs a significant pass gain, with the values scipy gives for the same per-case rates", () => {
    // scipy 1.17.1: b = BASE/3, c = CAND/3;
    //   permutation_test((c, b), lambda x, y, axis: np.mean(x - y, axis=axis), permutation_type="samples",
    //                    alternative=…, n_resamples=np.inf, vectorized=True).pvalue
    //   → greater 0.015625, less 1.0, two-sided 0.03125
    //   stats.ttest_1samp(c - b, 0).confidence_interval(0.95) → (0.11307310612879493, 0.4702602272045384)
    const s = analyze({ cases: suite(8, 3, { pass: gain }), options: { primary: "pass" } });
    const pass = s.metrics.pass!;
    expect(pass.role).toBe("primary");
    expect(pass.delta).toBeCloseTo(0.2916666666666667, 12);
    expect(pass.extra!.pGreater).toBeCloseTo(0.015625, 12);
    expect(pass.extra!.pLess).toBeCloseTo(1, 12);
    expect(pass.p).toBeCloseTo(0.03125, 12);
    expect(pass.ci![0]).toBeCloseTo(0.11307310612879493, 6);
    expect(pass.ci![1]).toBeCloseTo(0.4702602272045384, 6);
    // pass is the primary, so it is no guardrail; cost becomes a secondary metric
    expect(s.options!.margins).toEqual({ repeatedCalls: 0.5 });
    expect(s.metrics.costUsd!.role).toBe("secondary");
    expect(s.reasons[0]).toBe("pass +29.2 points [+11.3 points, +47.0 points]: significant increase (one-sided p = 0.016 ≤ 0.05)");
    expect(s.decision).toBe("ADOPT");
  });

  it("reads the same data as INCONCLUSIVE under the default primary (cost unchanged, pass a guardrail)", () => {
    const s = analyze({ cases: suite(8, 3, { pass: gain }) });
    expect(s.metrics.pass!.role).toBe("guardrail");
    expect(s.decision).toBe("INCONCLUSIVE");
  });

  it("REJECTs a significant pass loss and sizes an INCONCLUSIVE one for an increase", () => {
    const loss = (arm: "baseline" | "candidate", i: number, t: number) => gain(arm === "baseline" ? "candidate" : "baseline", i, t);
    const s = analyze({ cases: suite(8, 3, { pass: loss }), options: { primary: "pass" } });
    expect(s.decision).toBe("REJECT");
    expect(s.reasons[0]).toMatch(/^pass −29\.2 points .*: significant decrease \(one-sided p = 0\.016 ≤ 0\.05\)$/);
    const flat = analyze({ cases: suite(8, 3, { pass: (arm, i, t) => gain("baseline", i, t) || (arm === "candidate" && i === 0 && t === 0) }), options: { primary: "pass" } });
    expect(flat.decision).toBe("INCONCLUSIVE");
    expect(flat.needed?.note ?? "").toMatch(/primary pass, which blocks ADOPT \(no significant increase\)/);
  });
});

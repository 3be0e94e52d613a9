// @ts-nocheck
import { describe, expect, it } from "vitest";
import { analyze, holmAdjust, StatsOptionError } from "../../src/stats/index.ts";
import { suite, trial } from "./fixtures.ts";

describe("analyze: decisions", () => {
  it("ADOPTs a candidate that cuts cost in every case with guardrails unchanged", () => {
    // 12 cases × 6 all-pass trials: enough for the pass guardrail (11 cases at K = 6; guardrails.test.ts)
    const s = analyze({ cases: suite(12, 6, { factor: 0.7 }) });
    expect(s.decision).toBe("ADOPT");
    expect(s.nCases).toBe(12);
    expect(s.trialsPerCase).toBe(6);
    expect(s.integrity).toEqual({ ok: true, reasons: [], infra: { baseline: 0, candidate: 0, baselineTrials: 72, candidateTrials: 72, p: null } });
    const cost = s.metrics.costUsd!;
    expect(cost.role).toBe("primary");
    expect(cost.kind).toBe("ratio");
    expect(cost.delta!).toBeLessThan(-0.25);
    expect(cost.delta!).toBeGreaterThan(-0.35);
    // all 12 cases fall: only the observed pattern and its mirror reach |log ratio|, 2 of 4096
    expect(cost.p).toBe(2 / 4096);
    expect(cost.ci![0]).toBeLessThan(cost.delta!);
    expect(cost.ci![1]).toBeGreaterThan(cost.delta!);
    expect(cost.ci![1]).toBeLessThan(0);
    expect(s.metrics.pass!.nonInferior).toBe(true);
    expect(s.metrics.repeatedCalls!.nonInferior).toBe(true);
    expect(s.reasons[0]).toMatch(/^costUsd −\d+\.\d% \[−\d+\.\d%, −\d+\.\d%\]: significant decrease \(one-sided p = 0\.00024 ≤ 0\.05\)$/);
    expect(s.needed).toBeNull();
  });

  it("REJECTs a candidate that raises cost significantly", () => {
    const s = analyze({ cases: suite(12, 3, { factor: 1.3 }) });
    expect(s.decision).toBe("REJECT");
    expect(s.reasons[0]).toContain("significant increase");
  });

  it("REJECTs when a guardrail's whole interval lies past its margin, even if cost falls", () => {
    const cases = suite(12, 3, { factor: 0.7, pass: (arm, i) => arm === "baseline" || i % 3 === 0 });
    const s = analyze({ cases });
    expect(s.decision).toBe("REJECT");
    const pass = s.metrics.pass!;
    expect(pass.kind).toBe("guardrail");
    expect(pass.margin).toBe(0.05);
    expect(pass.nonInferior).toBe(false);
    expect(pass.ci![1]).toBeLessThan(-0.05);
    expect(s.reasons.some((r) => r.startsWith("guardrail pass −66.7 points: the whole interval"))).toBe(true);
  });

  it("is INCONCLUSIVE without a clear effect, and says what would be needed for the primary", () => {
    const cases = suite(20, 3, { factor: 1 });
    // one case a little cheaper, one a little dearer: no consistent direction
    cases[0]!.candidate.forEach((t) => { t.metrics.costUsd = (t.metrics.costUsd as number) * 0.9; });
    cases[1]!.candidate.forEach((t) => { t.metrics.costUsd = (t.metrics.costUsd as number) * 1.05; });
    const s = analyze({ cases, options: { effect: -0.1 } });
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.metrics.pass!.nonInferior).toBe(true); // 20 all-pass cases × 3: only the primary blocks
    expect(s.needed).not.toBeNull();
    expect(s.needed!.trialsPerCase).toBe(3);
    expect(s.needed!.cases).toBeGreaterThanOrEqual(2);
    expect(s.needed!.metric).toBe("costUsd");
    expect(s.needed!.blocking).toEqual([{ metric: "costUsd", role: "primary", cases: s.needed!.cases, trialsPerCase: 3 }]);
    expect(s.needed!.note).toMatch(
      /^sized for primary costUsd, which blocks ADOPT \(no significant decrease\): \d+ cases × 3 trials per arm to detect the planned effect \(costUsd −10\.0%\) with 80% power at one-sided α = 0\.05/,
    );
  });

  it("is INVALID when a case has no completed trial in one arm", () => {
    const cases = suite(4, 2);
    cases[2]!.candidate = cases[2]!.candidate.map((t) => ({ ...t, infra: true }));
    const s = analyze({ cases });
    expect(s.decision).toBe("INVALID");
    expect(s.metrics).toEqual({});
    expect(s.reasons.slice(0, 1)).toEqual(["case case-3 has no completed candidate trial (2 infra errors)"]);
    expect(s.perCase![2]!.flags).toEqual(["missing-arm"]);
  });

  it("is INVALID when infra errors pile up in one arm (exact binomial p < 0.001)", () => {
    const cases = suite(10, 3);
    for (const c of cases) for (let j = 0; j < 2; j++) c.candidate.push(trial(10 + j, false, { costUsd: 5 }, { infra: true }));
    const s = analyze({ cases });
    expect(s.decision).toBe("INVALID");
    expect(s.integrity.reasons[0]).toMatch(/^infra errors are unbalanced: 0 of 30 baseline trials vs 20 of 50 candidate trials \(exact binomial p = .+ < 0\.001\)$/);
  });

  it("accepts a balanced split of infra errors and leaves them out of every estimate", () => {
    const clean = analyze({ cases: suite(8, 3, { factor: 0.8 }) });
    const cases = suite(8, 3, { factor: 0.8 });
    cases[0]!.baseline.push(trial(9, false, { costUsd: 100 }, { infra: true }));
    cases[1]!.candidate.push(trial(9, false, { costUsd: 100 }, { infra: true }));
    const s = analyze({ cases });
    expect(s.integrity.ok).toBe(true);
    expect(s.metrics.costUsd!.delta).toBe(clean.metrics.costUsd!.delta);
    expect(s.metrics.pass!.delta).toBe(0);
  });
});

describe("analyze: metrics", () => {
  it("cannot decide on an unpriced model and says why; another primary can", () => {
    const cases = suite(12, 3, { factor: 0.7 });
    for (const c of cases) for (const t of c.candidate) t.metrics.costUsd = null;
    const s = analyze({ cases });
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.metrics.costUsd!.delta).toBeNull();
    expect(s.metrics.costUsd!.method).toBe("not estimated: costUsd is unknown (null) in 36 of 72 trials (baseline 0 of 36, candidate 36 of 36); a cost is unknown with an unpriced model, or with an agent that reports no usage, such as an agent:command arm without a trace");
    expect(s.reasons[0]).toBe(
      "primary metric costUsd could not be estimated (costUsd is unknown (null) in 36 of 72 trials (baseline 0 of 36, candidate 36 of 36); a cost is unknown with an unpriced model, or with an agent that reports no usage, such as an agent:command arm without a trace), so the candidate cannot be adopted",
    );
    // the primary cannot be sized; the pass guardrail (12 all-pass cases × 3 trials, 20 needed) can
    expect(s.needed!.metric).toBe("pass");
    expect(s.needed!.blocking).toEqual([
      { metric: "costUsd", role: "primary", cases: null, trialsPerCase: null },
      { metric: "pass", role: "guardrail", cases: 20, trialsPerCase: 3 },
    ]);
    const byTokens = analyze({ cases, options: { primary: "tokens", margins: { pass: 0.1 } } }); // 12 × 3 all-pass shows 10 points
    expect(byTokens.decision).toBe("ADOPT");
    expect(byTokens.metrics.tokens!.role).toBe("primary");
    expect(byTokens.metrics.costUsd!.role).toBe("secondary");
  });

  it("reports secondaries with Holm-adjusted p-values, and unknown metrics as mean differences", () => {
    const s = analyze({ cases: suite(12, 3, { factor: 0.7, extra: (arm) => ({ judgeScore: arm === "candidate" ? 0.8 : 0.7 }) }) });
    const tokens = s.metrics.tokens!;
    const turns = s.metrics.turns!;
    const judge = s.metrics.judgeScore!;
    expect(tokens.role).toBe("secondary");
    expect(tokens.kind).toBe("ratio");
    expect(judge.kind).toBe("secondary");
    expect(judge.delta!).toBeCloseTo(0.1, 12);
    const ps = [tokens.p!, turns.p!, judge.p!].sort((a, b) => a - b);
    // Holm never lowers a p-value and the smallest is multiplied by the family size (3)
    expect(Math.min(tokens.pHolm!, turns.pHolm!, judge.pHolm!)).toBeCloseTo(Math.min(1, 3 * ps[0]!), 12);
    expect(s.metrics.costUsd!.pHolm).toBeUndefined();
    expect(Object.keys(s.metrics)).toEqual(["costUsd", "pass", "repeatedCalls", "tokens", "turns", "judgeScore"]);
  });

  it("keeps wall time out of the Holm family: it is described, not tested", () => {
    // wallMs falls in every case (exact sign-flip p = 2/4096): inside the family it would take the
    // smallest p and multiply every other secondary's by 4 instead of 3
    const extra = (arm: "baseline" | "candidate", i: number, t: number) => ({ wallMs: (arm === "candidate" ? 500 : 1000) * (1 + i + 0.01 * t) });
    const s = analyze({ cases: suite(12, 3, { factor: 0.7, extra }) });
    const wall = s.metrics.wallMs!;
    expect(wall.role).toBe("secondary");
    expect(wall.p).toBe(2 / 4096);
    expect(wall.pHolm).toBeNull();
    expect(wall.method).toMatch(/; descriptive only: not in the Holm family \(timing reflects the machine and the provider as much as the agent\)$/);
    const family = ["tokens", "turns"].map((n) => s.metrics[n]!);
    expect(family.map((m) => m.pHolm)).toEqual(holmAdjust(family.map((m) => m.p)));
  });

  it("uses Tango's interval and McNemar for pass with one trial per case", () => {
    const s = analyze({ cases: suite(20, 1, { factor: 0.7, pass: (arm, i) => !(arm === "candidate" && i === 0) }) });
    const pass = s.metrics.pass!;
    expect(pass.method).toContain("Tango score 95% CI");
    expect(pass.delta).toBeCloseTo(-0.05, 12);
    expect(pass.extra!.mcnemarExactP).toBe(1);
    expect(pass.nonInferior).toBe(false);
    expect(s.decision).toBe("INCONCLUSIVE");
  });

  it("is deterministic for a seed, and the exact p and interval do not depend on it", () => {
    const cases = suite(15, 2, { factor: 0.9 });
    expect(analyze({ cases })).toEqual(analyze({ cases }));
    const other = analyze({ cases, options: { seed: 99 } });
    expect(other.metrics.costUsd!.p).toBe(analyze({ cases }).metrics.costUsd!.p);
    expect(other.metrics.costUsd!.ci).toEqual(analyze({ cases }).metrics.costUsd!.ci);
    expect(other.metrics.costUsd!.extra!.ciBootstrapT).not.toEqual(analyze({ cases }).metrics.costUsd!.extra!.ciBootstrapT);
  });

  it("records the options in force", () => {
    const s = analyze({ cases: suite(5, 2), options: { alpha: 0.1, margins: { pass: 0.1 } } });
    expect(s.options!.alpha).toBe(0.1);
    expect(s.options!.margins).toEqual({ pass: 0.1, repeatedCalls: 0.5 });
  });

  it("rejects options no analysis can run with", () => {
    expect(() => analyze({ cases: suite(3, 1), options: { alpha: 0.7 } })).toThrow(StatsOptionError);
    expect(() => analyze({ cases: suite(3, 1), options: { alpha: 0.7 } })).toThrow(
      "option alpha = 0.7 is not valid: use a level between 0 and 0.5, e.g. 0.05",
    );
    expect(() => analyze({ cases: suite(3, 1), options: { primary: "pass", margins: { pass: 0.05 } } })).toThrow(
      "option margins.pass = 0.05 is not valid: the primary metric cannot also be a guardrail; drop its margin or choose another primary",
    );
  });
});

describe("analyze: expectations and per-case rows", () => {
  it("blocks ADOPT when an expectation regresses and flags the case", () => {
    const cases = suite(20, 3, { factor: 0.7 });
    cases[4]!.baseline.forEach((t) => { t.expectations = { parallelTools: true }; });
    cases[4]!.candidate.forEach((t, j) => { t.expectations = { parallelTools: j === 0 }; });
    const s = analyze({ cases });
    expect(s.decision).toBe("INCONCLUSIVE");
    expect(s.reasons).toContain("expectation parallelTools regressed in case case-5 (baseline met 3/3, candidate 1/3)");
    expect(s.perCase![4]!.flags).toEqual(["regressed", "regressed:parallelTools"]);
    expect(s.needed).toBeNull(); // only the regression blocks: nothing to size
  });

  it("does not call a one-trial wobble a regression", () => {
    const cases = suite(20, 3, { factor: 0.7 });
    cases[4]!.baseline.forEach((t, j) => { t.expectations = { parallelTools: j !== 0 }; });
    cases[4]!.candidate.forEach((t, j) => { t.expectations = { parallelTools: j === 0 }; });
    expect(analyze({ cases }).decision).toBe("ADOPT"); // 2/3 → 1/3
  });

  it("gives passes, cost change and a flipped flag per case", () => {
    const cases = suite(3, 3, { factor: 0.5, pass: (arm, i, t) => !(arm === "candidate" && i === 1 && t < 2) });
    const rows = analyze({ cases }).perCase!;
    expect(rows[1]).toMatchObject({ caseId: "case-2", baselinePasses: 3, candidatePasses: 1, baselineTrials: 3, candidateTrials: 3, flags: ["flipped"] });
    expect(rows[0]!.flags).toEqual([]);
    expect(rows[0]!.costDelta!).toBeCloseTo(-0.5, 1);
  });
});

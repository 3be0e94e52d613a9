/**
 * The "to decide" line of a run whose arms are identical up to floating-point rounding: the
 * observed effect is ~1e-15, Miller's n (∝ 1/δ²) ~1e30 cases. The report says there is no
 * feasible size instead of printing that figure (stats/power/needed.ts MAX_FEASIBLE_CASES).
 */
import { describe, expect, it } from "vitest";
import { recordsToAnalysisInput } from "../../src/results/observations.ts";
import { renderTerminal } from "../../src/report/table.ts";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { analyze } from "../../src/stats/decision/analyze.ts";
import { MAX_FEASIBLE_CASES } from "../../src/stats/power/needed.ts";
import { manifest, record } from "./fixtures.ts";

describe("to decide, when the observed effect is ~0", () => {
  // Six cases × 3 trials; the candidate's costs equal the baseline's but for one trial 1e-13 higher.
  const costs = [0.1, 0.2, 0.3];
  const ids = ["a", "b", "c", "d", "e", "f"];
  const recs = ids.flatMap((caseId, i) => costs.flatMap((c, t) => [
    record({ caseId, trial: t, arm: "baseline", costUsd: c * (i + 1) }),
    record({ caseId, trial: t, arm: "candidate", costUsd: c * (i + 1) * (i === 0 && t === 0 ? 1 + 1e-13 : 1) }),
  ]));
  const s = analyze({ ...recordsToAnalysisInput(recs), options: { seed: 7, bootstrapResamples: 200, signFlipDraws: 200 } });

  it("sizes nothing for the primary and says why; the headline is the next blocker's, a usable number", () => {
    expect(Math.abs(s.metrics.costUsd!.delta!)).toBeLessThan(1e-12);
    expect(s.needed?.blocking?.find((b) => b.metric === "costUsd")).toEqual({ metric: "costUsd", role: "primary", cases: null, trialsPerCase: null });
    expect(s.needed?.metric).toBe("pass");
    expect(s.needed!.cases).toBeLessThanOrEqual(MAX_FEASIBLE_CASES);
    expect(s.needed?.note).toContain("primary costUsd: no feasible size: the observed effect (costUsd +0.0%) is ~0 against this run's noise, so more than 100,000 cases × 3 trials per arm would be needed to detect it");
  });

  it("prints no exponent in the terminal's or markdown's to-decide line", () => {
    const m = manifest(ids, { trials: 3 });
    const line = renderTerminal(s, m, "/tmp/run-1", undefined, null, Infinity).split("\n").find((l) => l.startsWith("to decide:"))!;
    expect(line).toMatch(/^to decide: about \d+ cases × 3 trials /);
    expect(line).toContain("no feasible size: the observed effect (costUsd +0.0%) is ~0");
    expect(line).not.toMatch(/e\+\d/);
    // The 80-column end screen says the same in short: the headline figure, and that the primary has no feasible size.
    const screen = renderTerminal(s, m, "/tmp/run-1", undefined, null, 80);
    const short = screen.replace(/\n {4}/g, " ").split("\n").find((l) => l.startsWith("  → to decide:"))!;
    expect(short).toMatch(/^ {2}→ to decide: about \d+ cases × 3 trials per arm \(sized for guardrail pass\); costUsd: no feasible size$/);
    expect(screen).not.toMatch(/e\+\d/);
    const md = renderMarkdown({ runDir: "/tmp/run-1", manifest: m, records: recs, summary: s, summaryRecomputed: false, staleSummary: null, writer: null, gate: null });
    expect(md).not.toMatch(/\de\+\d/);
  });

  it("an effect of exactly 0 (identical arms) says the same, not 'cannot be sized'", () => {
    const same = recs.map((r) => (r.arm === "candidate" ? { ...r, metrics: { ...r.metrics, costUsd: recs.find((b) => b.arm === "baseline" && b.caseId === r.caseId && b.trial === r.trial)!.metrics.costUsd } } : r));
    const z = analyze({ ...recordsToAnalysisInput(same), options: { seed: 7, bootstrapResamples: 200, signFlipDraws: 200 } });
    expect(z.metrics.costUsd!.delta).toBe(0);
    expect(z.needed?.note).toContain("primary costUsd: no feasible size: the observed effect (costUsd ±0.0%) is 0, which no number of cases can detect");
  });
});

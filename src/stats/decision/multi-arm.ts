/**
 * Several candidates against one baseline (issue 22 item 6): each arm is analysed against the
 * baseline on its own (analyze.ts), then the primary metric's tests are adjusted for the
 * family of arms, so that the chance of adopting at least one candidate that changes nothing
 * stays at alpha however many arms run.
 */
import { holmAdjust } from "../hypothesis-tests/holm.ts";
import type { ArmSummary, Summary } from "../core/types.ts";
import { fmtAlpha } from "./decision.ts";
import { HIGHER_IS_BETTER } from "./metric-catalog.ts";

/** One arm as analysed against the baseline alone, before the adjustment. */
export interface ArmAnalysis {
  arm: number;
  label: string;
  specs: string[];
  summary: Summary;
}

const fmtP = (p: number) => (p === 0 ? "0" : p < 1e-4 ? p.toExponential(1) : p.toPrecision(2));

/**
 * The primary's one-sided p-value in the direction that would ADOPT (`extra.pLess` for a metric
 * where lower is better, `extra.pGreater` for pass and judgeScore), or null when the primary
 * was not estimated.
 */
export function improvementP(s: Summary): number | null {
  const primary = s.options?.primary ?? "costUsd";
  const m = s.metrics[primary];
  if (!m || m.delta === null || m.p === null) return null;
  const v = m.extra?.[HIGHER_IS_BETTER.has(primary) ? "pGreater" : "pLess"];
  return typeof v === "number" ? v : null;
}

/**
 * Applies Holm's step-down procedure (Holm 1979; `holmAdjust`, same values as R
 * `p.adjust(p, "holm")`) over the arms' one-sided improvement p-values of the primary, and
 * decides each arm: an arm stays ADOPT only when its adjusted p is ≤ alpha (step-down Holm at
 * level alpha rejects exactly the hypotheses whose adjusted p is ≤ alpha, so the familywise
 * error of the ADOPT verdicts is ≤ alpha under any dependence between arms — they share the
 * baseline). An arm that would have been adopted alone becomes INCONCLUSIVE, with the reason.
 * REJECT, INVALID and INCONCLUSIVE stand as analysed: a harm is not made harder to see by
 * running more arms. Guardrails are per arm and unadjusted (each arm must be non-inferior on
 * its own). A sequential look is not adjusted here (multi-arm runs are fixed designs).
 * @returns the arms in the order given, each summary a copy with its decision, reasons and `holm`
 * @throws RangeError from holmAdjust when a p-value is outside [0, 1]
 * @example decideArms([a1, a2, a3])[1].holm // => { arms: 3, p: 0.02, pHolm: 0.04 }
 */
export function decideArms(arms: readonly ArmAnalysis[]): ArmSummary[] {
  const raw = arms.map((a) => improvementP(a.summary));
  const adjusted = holmAdjust(raw);
  const family = raw.filter((p) => p !== null).length;
  return arms.map((a, i) => {
    const s = a.summary;
    const alpha = s.options?.alpha ?? 0.05;
    const p = raw[i] ?? null;
    const pHolm = adjusted[i] ?? null;
    const summary: Summary = { ...s, reasons: [...s.reasons] };
    const primary = s.options?.primary ?? "costUsd";
    if (pHolm !== null && family > 1) {
      const note = `Holm over ${family} arms on ${primary}: adjusted one-sided p = ${fmtP(pHolm)} ${pHolm <= alpha ? "≤" : ">"} ${fmtAlpha(alpha)}`;
      if (s.decision === "ADOPT" && pHolm > alpha) {
        summary.decision = "INCONCLUSIVE";
        summary.reasons.push(`${note}: significant alone, not after the adjustment for ${family} candidates`);
      } else {
        summary.reasons.push(note);
      }
    }
    return { arm: a.arm, label: a.label, specs: [...a.specs], holm: { arms: family, p, pHolm }, summary };
  });
}

/**
 * The run's overall verdict over its arms, and the arm it comes from: INVALID when any arm is
 * (the first such); else ADOPT when any arm is, the ADOPT arm with the smallest Holm-adjusted
 * p (ties: the first), each ADOPT being familywise-controlled; else REJECT when every arm is
 * (arm 1); else INCONCLUSIVE (the first such arm). EVAL.md §7 states the rule.
 * @throws RangeError for no arm
 */
export function overallDecision(arms: readonly ArmSummary[]): { decision: Summary["decision"]; arm: ArmSummary } {
  if (arms.length === 0) throw new RangeError("overallDecision needs at least one arm");
  const invalid = arms.find((a) => a.summary.decision === "INVALID");
  if (invalid) return { decision: "INVALID", arm: invalid };
  const adopt = arms.filter((a) => a.summary.decision === "ADOPT");
  if (adopt.length) {
    const best = adopt.reduce((b, a) => ((a.holm.pHolm ?? 1) < (b.holm.pHolm ?? 1) ? a : b));
    return { decision: "ADOPT", arm: best };
  }
  if (arms.every((a) => a.summary.decision === "REJECT")) return { decision: "REJECT", arm: arms[0]! };
  return { decision: "INCONCLUSIVE", arm: arms.find((a) => a.summary.decision === "INCONCLUSIVE") ?? arms[0]! };
}

/**
 * The summary of a multi-arm run: `arms` with every arm is authoritative; at the top,
 * `decision` is the run's overall verdict (overallDecision), `decisionArm` names the arm it
 * comes from, and every other top-level field is that arm's (so a reader that knows two arms
 * only reads one arm's figures consistently); the first reason says so and lists every arm.
 * @throws RangeError for no arm
 */
export function multiArmSummary(arms: readonly ArmSummary[]): Summary {
  const { decision, arm } = overallDecision(arms);
  const verdicts = arms.map((a) => `arm ${a.arm} (${a.label}) ${a.summary.decision}`).join(", ");
  const first = `${arms.length} candidate arms against the baseline: ${verdicts}; overall ${decision} from arm ${arm.arm}, whose figures are at the top; every arm is in arms`;
  return { ...arm.summary, decision, decisionArm: arm.arm, reasons: [first, ...arm.summary.reasons], arms: [...arms] };
}

/** The worst of the arms' decisions for an exit code: INVALID if any arm is. */
export function anyArmInvalid(s: Summary): boolean {
  return s.decision === "INVALID" || (s.arms ?? []).some((a) => a.summary.decision === "INVALID");
}

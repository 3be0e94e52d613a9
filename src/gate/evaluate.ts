/**
 * The gate rule: does the candidate regress against the reference? It reads a Summary computed
 * by the statistics engine (with quarantined cases left out) and never computes statistics.
 *
 * The gate FAILS (exit 1) when any of these holds:
 *  1. the decision is REJECT: the primary metric got significantly worse, or a guardrail's
 *     whole interval lies past its margin (src/stats/decision/decision.ts);
 *  2. a case lost its pass majority: the baseline passed more than half of its trials and the
 *     candidate did not (the "flipped (lost)" cases of the report);
 *  3. a trajectory expectation regressed in a case (src/stats/decision/expectations.ts);
 *  4. with `strict`, a guardrail was not shown non-inferior.
 * It is INVALID (exit 3) when the decision is INVALID or no case is left to gate. Otherwise it
 * PASSES (exit 0); an inconclusive decision or a guardrail not shown non-inferior then gives a
 * warning, since a nightly run is sized to catch harm, not to prove equivalence.
 */
import type { Summary } from "../stats/core/types.ts";
import { formatMargin } from "../stats/decision/decision.ts";
import { lostMajority } from "../stats/decision/per-case.ts";
import type { GateVerdict } from "./gate-file.ts";
import { plural } from "../text/plural.ts";

export interface GateEvaluation {
  verdict: GateVerdict;
  exitCode: 0 | 1 | 3;
  reasons: string[];
  warnings: string[];
}

export interface GateRuleOptions {
  strict: boolean;
  /** An extra word on a case that lost its majority, e.g. the tail of its failing check. */
  explainCase?: (caseId: string) => string | undefined;
}

/**
 * Applies the gate rule to a (quarantine-filtered) summary.
 * @example evaluateGate(summary, { strict: false }).verdict // => "PASS"
 */
export function evaluateGate(s: Summary, o: GateRuleOptions): GateEvaluation {
  if (s.decision === "INVALID") {
    return { verdict: "INVALID", exitCode: 3, reasons: [`the run is INVALID: ${s.reasons.join("; ") || "integrity check failed"}`], warnings: [] };
  }
  if (s.nCases === 0) return { verdict: "INVALID", exitCode: 3, reasons: ["no case left to gate (every case is quarantined or the suite is empty)"], warnings: [] };
  const reasons: string[] = [];
  const warnings: string[] = [];
  if (s.decision === "REJECT") reasons.push(`the decision is REJECT: ${s.reasons.join("; ")}`);
  for (const c of s.perCase ?? []) {
    if (lostMajority(c)) {
      const why = o.explainCase?.(c.caseId);
      reasons.push(`case ${c.caseId} lost its pass majority: baseline passed ${c.baselinePasses}/${c.baselineTrials}, candidate ${c.candidatePasses}/${c.candidateTrials}${why ? ` (${why})` : ""}`);
    }
    for (const f of c.flags.filter((x) => x.startsWith("regressed:"))) {
      reasons.push(`case ${c.caseId}: expectation ${f.slice("regressed:".length)} regressed`);
    }
  }
  for (const [name, m] of Object.entries(s.metrics)) {
    if ((m.role ?? (m.kind === "guardrail" ? "guardrail" : "")) !== "guardrail" || m.nonInferior !== false) continue;
    const text = `guardrail ${name} not shown non-inferior at margin ${formatMargin(name, m.margin)}`;
    if (o.strict) reasons.push(`${text} (--strict)`);
    else warnings.push(`${text}; too few cases or trials to show it (not blocking without --strict)`);
  }
  if (s.decision === "INCONCLUSIVE" && s.needed) {
    // needed is sized for whatever blocks ADOPT (src/stats/decision/analyze.ts): the primary or a guardrail.
    const top = s.needed.blocking?.find((b) => b.metric === s.needed!.metric);
    const what = top ? ` (sized for ${top.role === "primary" ? "the primary metric" : "guardrail"} ${top.metric})` : "";
    warnings.push(`decision INCONCLUSIVE; ${plural(s.needed.cases, "case")} × ${plural(s.needed.trialsPerCase, "trial")} would be needed to decide${what}`);
  }
  if (reasons.length) return { verdict: "FAIL", exitCode: 1, reasons, warnings };
  return {
    verdict: "PASS", exitCode: 0,
    reasons: [`no regression: decision ${s.decision}, no case lost its pass majority, no expectation regressed${o.strict ? ", every guardrail non-inferior" : ""}`],
    warnings,
  };
}

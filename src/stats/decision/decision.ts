/**
 * The decision rule (DESIGN §7, issue 6): ADOPT, REJECT, INCONCLUSIVE or INVALID, with reasons.
 */
import type { ExpectationRegression } from "./expectations.ts";
import type { GuardrailNeeded } from "../power/guardrail-needed.ts";
import type { Decision, MetricSummary } from "../core/types.ts";

/** A run that passed the integrity check: INVALID is decided before, in analyze.ts, and only there. */
export interface DecisionInputs {
  /** `higherIsBetter`: the candidate must raise the primary (e.g. pass) rather than lower it. */
  primary: { name: string; summary: MetricSummary; higherIsBetter?: boolean };
  guardrails: Array<{ name: string; summary: MetricSummary; higherIsBetter: boolean }>;
  regressions: readonly ExpectationRegression[];
  /** One-sided level of every test in the rule. */
  alpha: number;
}

/** A level as people write it: 0.05, or 0.0451 for a sequential look's nominal one. */
export const fmtAlpha = (a: number): string => String(Number(a.toPrecision(3)));
const fmtP = (p: number) => (p === 0 ? "0" : p < 1e-4 ? p.toExponential(1) : p.toPrecision(2));
const fmtRel = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)}%`;
const fmtAbs = (name: string, x: number) =>
  name === "pass" ? `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)} points` : `${x >= 0 ? "+" : "−"}${Math.abs(x).toPrecision(3)}`;

/**
 * What a guardrail that was not shown non-inferior would need (from `extra.needed`, see
 * guardrail-needed.ts): the fewest cases that could show it at all when this run has fewer,
 * and the cases that show it with the planned power if the truth is no change.
 */
function neededText(s: MetricSummary): string {
  const n = s.extra?.needed as GuardrailNeeded | null | undefined;
  if (!n) return "";
  const parts: string[] = [];
  const trials = n.trialsPerCase === 1 ? "one trial per case" : `${n.trialsPerCase} trials per case`;
  const short = n.minimumCases !== null && n.casesInRun < n.minimumCases;
  if (short) {
    parts.push(
      n.test === "tango"
        ? `with one trial per case, Tango's test needs at least ${n.minimumCases} cases to show it when no case differs (this run has ${n.casesInRun})`
        : `with ${trials}, at least ${n.minimumCases} cases are needed to show it when every case agrees (this run has ${n.casesInRun})`,
    );
  }
  if (n.cases !== null && !(short && n.cases === n.minimumCases)) {
    parts.push(`about ${n.cases} cases × ${n.trialsPerCase} trial${n.trialsPerCase === 1 ? "" : "s"} per arm would show it with ${Math.round(n.power * 100)}% power if the truth is no change`);
  }
  return parts.length > 0 ? `: ${parts.join("; ")}` : "";
}

function oneSided(s: MetricSummary, key: "pLess" | "pGreater"): number | null {
  const v = s.extra?.[key];
  return typeof v === "number" ? v : null;
}

/**
 * Apply the decision rule. Every test is one-sided at `alpha` (an intersection–union rule,
 * Berger 1982; Schultzberg, Ankargren & Frånberg 2024 for success and guardrail metrics):
 * (INVALID, a failed integrity check, is decided before this rule, by analyze.ts alone.)
 * - REJECT when the primary metric rises significantly (one-sided sign-flip p ≤ alpha, `extra.pGreater`)
 *   or a guardrail's whole two-sided interval lies beyond its margin;
 * - ADOPT when the primary falls significantly (`extra.pLess` ≤ alpha), every guardrail is shown
 *   non-inferior and no expectation regresses;
 * - for a primary where higher is better (`primary.higherIsBetter`, e.g. pass) the two
 *   directions swap: a significant rise is the improvement, a significant fall REJECTs;
 * - INCONCLUSIVE otherwise (also when the primary could not be estimated).
 * A guardrail not shown non-inferior says why in its reason, from its `extra.needed`
 * (guardrail-needed.ts): the fewest cases that could show it at this many trials when this run
 * has fewer (with one trial per case, Tango's 52 at Δ = α = 0.05), and the cases that would
 * show it with the planned power if the truth is no change.
 * A one-sided test at alpha on the primary is what makes an A/A experiment ADOPT at rate ≈ alpha
 * (the two-sided `p` reported for it is then at most 2·alpha); see calibration.ts.
 * @example decide({ primary, guardrails, regressions: [], alpha: 0.05 }) // => { decision: "ADOPT", reasons: ["costUsd −23.4% …"] }
 * @throws never
 */
export function decide(x: DecisionInputs): { decision: Decision; reasons: string[] } {
  const reasons: string[] = [];
  const { name, summary: s } = x.primary;
  let improves = false;
  let worsens = false;
  if (s.delta === null || s.p === null) {
    reasons.push(`primary metric ${name} could not be estimated (${s.method.replace(/^not estimated: /, "")}), so the candidate cannot be adopted`);
  } else {
    const pLess = oneSided(s, "pLess") ?? 1;
    const pGreater = oneSided(s, "pGreater") ?? 1;
    const change = s.kind === "ratio" ? fmtRel(s.delta) : fmtAbs(name, s.delta);
    const ci = s.ci ? (s.kind === "ratio" ? ` [${fmtRel(s.ci[0])}, ${fmtRel(s.ci[1])}]` : ` [${fmtAbs(name, s.ci[0])}, ${fmtAbs(name, s.ci[1])}]`) : "";
    const pBetter = x.primary.higherIsBetter ? pGreater : pLess;
    const pWorse = x.primary.higherIsBetter ? pLess : pGreater;
    improves = pBetter <= x.alpha;
    worsens = pWorse <= x.alpha;
    const better = x.primary.higherIsBetter ? "increase" : "decrease";
    const worse = x.primary.higherIsBetter ? "decrease" : "increase";
    if (improves) reasons.push(`${name} ${change}${ci}: significant ${better} (one-sided p = ${fmtP(pBetter)} ≤ ${fmtAlpha(x.alpha)})`);
    else if (worsens) reasons.push(`${name} ${change}${ci}: significant ${worse} (one-sided p = ${fmtP(pWorse)} ≤ ${fmtAlpha(x.alpha)})`);
    // Both directions, named: a discrete test's two one-sided p can sum to more than 1, so the
    // smaller alone does not say which way it leans (and differs from a table's "p better").
    else reasons.push(`${name} ${change}${ci}: no significant change (one-sided p: ${better} ${fmtP(pBetter)}, ${worse} ${fmtP(pWorse)}; both > ${fmtAlpha(x.alpha)})`);
  }

  let allNonInferior = true;
  let harm = false;
  for (const g of x.guardrails) {
    const m = g.summary.margin ?? 0;
    const marginText = g.name === "pass" ? `${(m * 100).toFixed(1)} points` : `${m}`;
    if (g.summary.delta === null || g.summary.ci === null) {
      allNonInferior = false;
      reasons.push(`guardrail ${g.name} could not be tested (${g.summary.method.replace(/^not estimated: /, "")})`);
      continue;
    }
    const [lo, hi] = g.summary.ci;
    const beyond = g.higherIsBetter ? hi < -m : lo > m;
    const change = fmtAbs(g.name, g.summary.delta);
    if (beyond) {
      harm = true;
      reasons.push(`guardrail ${g.name} ${change}: the whole interval [${fmtAbs(g.name, lo)}, ${fmtAbs(g.name, hi)}] is past the margin of ${marginText}`);
    }
    if (g.summary.nonInferior) {
      reasons.push(`guardrail ${g.name} ${change}: non-inferior at margin ${marginText} (p = ${fmtP(g.summary.p ?? 1)})`);
    } else {
      allNonInferior = false;
      if (!beyond) reasons.push(`guardrail ${g.name} ${change}: not shown non-inferior at margin ${marginText} (p = ${fmtP(g.summary.p ?? 1)})${neededText(g.summary)}`);
    }
  }
  for (const r of x.regressions) {
    reasons.push(
      `expectation ${r.name} regressed in case ${r.caseId} (baseline met ${r.baselineMet}/${r.baselineTrials}, candidate ${r.candidateMet}/${r.candidateTrials})`,
    );
  }
  if (worsens || harm) return { decision: "REJECT", reasons };
  if (improves && allNonInferior && x.regressions.length === 0) return { decision: "ADOPT", reasons };
  return { decision: "INCONCLUSIVE", reasons };
}

/** A guardrail margin in the metric's unit: points for pass, the plain number otherwise. */
export function formatMargin(metric: string, margin: number | undefined): string {
  if (margin === undefined) return "";
  return metric === "pass" ? `${(margin * 100).toFixed(1)} pts` : String(margin);
}

/**
 * The rows every reporter prints (terminal, markdown, HTML): one per metric and one per case,
 * with the status wording decided once here so the formats never disagree.
 */
import { fmtAlpha, formatMargin } from "../stats/decision/decision.ts";
import { HIGHER_IS_BETTER, orderMetrics } from "../stats/decision/metric-catalog.ts";
import { lostMajority } from "../stats/decision/per-case.ts";
import type { Manifest } from "../runner/manifest.ts";
import type { MetricSummary, Summary } from "../stats/core/types.ts";
import { formatDelta, formatMetricInterval, formatP, formatValue, intervalEnds } from "./format.ts";
import { plural } from "../text/plural.ts";

export type Role = "primary" | "guardrail" | "secondary";

export interface MetricRow {
  name: string;
  role: Role;
  kind: MetricSummary["kind"];
  baseline: string;
  candidate: string;
  delta: string;
  ci: string;
  /** Primary: two-sided p; guardrail: one-sided non-inferiority p; secondary: Holm-adjusted p (unadjusted for timing metrics, whose pHolm is null). */
  p: string;
  status: string;
  /** Coarse tone for colouring: good, bad or neutral for the candidate. */
  tone: "good" | "bad" | "neutral";
}

export type CaseRow = NonNullable<Summary["perCase"]>[number];

/** The primary metric's name: from the summary's options, else the metric whose role says so, else costUsd. */
export function primaryOf(s: Summary): string {
  return s.options?.primary ?? Object.entries(s.metrics).find(([, m]) => m.role === "primary")?.[0] ?? "costUsd";
}

/** A metric's role; summaries written before `role` existed fall back on the options and kind. */
export function roleOf(s: Summary, name: string): Role {
  const m = s.metrics[name];
  if (m?.role) return m.role;
  if (name === primaryOf(s)) return "primary";
  return m?.kind === "guardrail" ? "guardrail" : "secondary";
}

function oneSided(m: MetricSummary, key: "pLess" | "pGreater"): number | null {
  const v = m.extra?.[key];
  return typeof v === "number" ? v : null;
}

/** True when a guardrail's whole interval lies past its margin (the decision's REJECT clause). */
export function beyondMargin(name: string, m: MetricSummary): boolean {
  const ends = intervalEnds(m.ci);
  if (!ends || m.margin === undefined) return false;
  return HIGHER_IS_BETTER.has(name) ? ends[1] < -m.margin : ends[0] > m.margin;
}

function status(s: Summary, name: string, m: MetricSummary, role: Role): { text: string; tone: MetricRow["tone"] } {
  const alpha = s.options?.alpha ?? 0.05;
  if (role === "primary") {
    if (m.delta === null) return { text: "PRIMARY: not estimated", tone: "bad" };
    const less = oneSided(m, "pLess");
    const greater = oneSided(m, "pGreater");
    const better = HIGHER_IS_BETTER.has(name) ? greater : less;
    const worse = HIGHER_IS_BETTER.has(name) ? less : greater;
    if (better !== null && better <= alpha) return { text: `PRIMARY: better (one-sided p ≤ ${fmtAlpha(alpha)})`, tone: "good" };
    if (worse !== null && worse <= alpha) return { text: `PRIMARY: worse (one-sided p ≤ ${fmtAlpha(alpha)})`, tone: "bad" };
    return { text: "PRIMARY: no significant change", tone: "neutral" };
  }
  if (role === "guardrail") {
    const margin = formatMargin(name, m.margin);
    if (m.delta === null || m.nonInferior === undefined) return { text: "guardrail: not tested", tone: "bad" };
    if (beyondMargin(name, m)) return { text: `guardrail: HARM, whole CI past margin ${margin}`, tone: "bad" };
    if (m.nonInferior) return { text: `guardrail: non-inferior (margin ${margin})`, tone: "good" };
    return { text: `guardrail: not shown non-inferior (margin ${margin})`, tone: "neutral" };
  }
  return { text: "secondary (descriptive)", tone: "neutral" };
}

/** Metric rows in the catalog's order (primary first when it is not costUsd). */
export function metricRows(s: Summary): MetricRow[] {
  const primary = primaryOf(s);
  const names = orderMetrics(Object.keys(s.metrics));
  const ordered = [...names.filter((n) => n === primary), ...names.filter((n) => n !== primary)];
  return ordered.map((name) => {
    const m = s.metrics[name]!;
    const role = roleOf(s, name);
    const st = status(s, name, m, role);
    const p = role === "secondary" ? m.pHolm ?? m.p : m.p;
    return {
      name, role, kind: m.kind,
      baseline: formatValue(name, m.baseline), candidate: formatValue(name, m.candidate),
      delta: formatDelta(m.kind, name, m.delta), ci: formatMetricInterval(name, m), p: formatP(p),
      status: st.text, tone: st.tone,
    };
  });
}

/** "1 trial", "2 trials", "1–2 trials". */
export function trialsText(n: number | string): string {
  return plural(n, "trial");
}

/** What a run set out to do, from its manifest: cases and trials per case and arm, and what stopped it early, if anything. */
export interface PlannedSize {
  cases: number;
  trials: number;
  /** The manifest's `outcome.stoppedBy` (--max-trials, --max-cost, an interrupt), or null. */
  stoppedBy?: string | null;
  /** A sequential run's look it ended at, e.g. "ended at sequential look 1 of 3", or null. */
  look?: string | null;
}

/** A manifest's planned size for {@link sizeText}: its cases (the subset it ran), trials per case and arm, and its stop; undefined without `trials`. */
export function plannedSize(m: Pick<Manifest, "suite"> & Partial<Pick<Manifest, "trials" | "outcome">>): PlannedSize | undefined {
  if (m.trials === undefined) return undefined;
  const at = m.outcome?.sequential;
  return { cases: Object.keys(m.suite.cases).length, trials: m.trials, stoppedBy: m.outcome?.stoppedBy ?? null, look: at ? `ended at sequential look ${at.look} of ${at.looks}` : null };
}

/**
 * The run's size for a report header. Planned (the manifest's cases and trials per case and
 * arm) and analysed (the cases analysed; counted trials, infra errors left out: `perCase`, else
 * `trialsPerCase`, the least over cases and arms) are both shown when they differ, with why:
 * the run's stop (from the manifest) and/or infra errors, e.g. "2 cases × 3 trials per arm
 * planned; analysed: 1 case × 1 trial per arm (stopped after 2 trials (one pair) at
 * --max-trials 1)"; one figure when they agree. A bare number is the planned trials alone
 * (the planned cases are then the analysed ones).
 */
export function sizeText(s: Summary, planned?: number | PlannedSize): string {
  const plan = typeof planned === "number" ? { cases: s.nCases, trials: planned, stoppedBy: null } : planned;
  const counts = (s.perCase ?? []).flatMap((c) => [c.baselineTrials, c.candidateTrials]);
  const lo = counts.length > 0 ? Math.min(...counts) : s.trialsPerCase;
  const hi = counts.length > 0 ? Math.max(...counts) : s.trialsPerCase;
  const analysed = lo === hi ? String(lo) : `${lo}–${hi}`;
  if (plan === undefined || (lo === plan.trials && hi === plan.trials && s.nCases === plan.cases)) return `${plural(s.nCases, "case")} × ${trialsText(lo === hi ? lo : analysed)} per arm`;
  const infra = s.integrity.infra ? s.integrity.infra.baseline + s.integrity.infra.candidate > 0 : !plan.stoppedBy;
  const stop = plan.stoppedBy ? (/^stopped /.test(plan.stoppedBy) ? plan.stoppedBy : `stopped early: ${plan.stoppedBy}`) : "";
  const why = [stop, plan.look && !stop ? plan.look : "", infra ? "infra errors left out" : ""].filter(Boolean).join("; ");
  const what = s.nCases === plan.cases ? `${analysed} per case and arm` : `${plural(s.nCases, "case")} × ${trialsText(analysed)} per arm`;
  return `${plural(plan.cases, "case")} × ${trialsText(plan.trials)} per arm planned; analysed: ${what}${why ? ` (${why})` : ""}`;
}

/**
 * Infra errors per arm (trials whose last attempt was one) for a report header, e.g.
 * "baseline 0 of 24, candidate 1 of 24 (left out with their pair partners)"; null for a
 * summary written before the counts were kept.
 */
export function infraText(s: Summary): string | null {
  const i = s.integrity.infra;
  if (!i) return null;
  const tail = i.baseline + i.candidate > 0 ? " (left out with their pair partners)" : "";
  return `baseline ${i.baseline} of ${i.baselineTrials}, candidate ${i.candidate} of ${i.candidateTrials}${tail}`;
}

/** What the p column means, printed under every metric table. */
export const P_FOOTNOTE =
  "p: primary two-sided sign-flip p (the decision uses the one-sided p); guardrails one-sided non-inferiority p; secondary metrics Holm-adjusted, descriptive only (timing metrics such as wallMs are outside the Holm family and show their unadjusted p). Δ and CI are relative (%) for ratio metrics, absolute otherwise.";

/**
 * Flags of a case row for display: "flipped" gains its direction (lost = the candidate no
 * longer passes a majority of trials, gained = the reverse); "regressed:<x>" reads "regressed: x".
 */
export function caseFlags(c: CaseRow): string[] {
  return c.flags
    .filter((f) => f !== "regressed" || !c.flags.some((g) => g.startsWith("regressed:")))
    .map((f) => {
      if (f === "flipped") return lostMajority(c) ? "flipped (lost)" : "flipped (gained)";
      if (f.startsWith("regressed:")) return `regressed: ${f.slice("regressed:".length)}`;
      return f;
    });
}

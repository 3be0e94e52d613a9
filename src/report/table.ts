/**
 * The terminal report: metric table, per-case table and a one-line verdict.
 */
import { rateText } from "./progress.ts";
import { fittedTable, TABLE_WIDTH } from "./fit-table.ts";
import type { GateFile } from "../gate/gate-file.ts";
import type { Manifest } from "../runner/manifest.ts";
import type { Summary } from "../stats/core/types.ts";
import { formatDelta } from "./format.ts";
import { readingWarnings, sourceLine } from "./provenance.ts";
import { caseFlags, metricRows, P_FOOTNOTE, primaryOf, plannedSize, sizeText, trialsText } from "./rows.ts";
import { plural } from "../text/plural.ts";

/**
 * Renders the metric table: metric | baseline | candidate | Δ | 95% CI | p | status, primary
 * first, at most `width` columns wide (cells wrap; TABLE_WIDTH by default, Infinity for --wide).
 */
export function metricTable(s: Summary, width = TABLE_WIDTH): string {
  const level = `${Math.round((1 - (s.options?.alpha ?? 0.05)) * 100)}% CI`;
  const rows = metricRows(s).map((r) => [r.role === "primary" ? `${r.name} *` : r.name, r.baseline, r.candidate, r.delta, r.ci, r.p, r.status]);
  return `${fittedTable(["metric", "baseline", "candidate", "Δ", level, "p", "status"], rows, width)}\n* primary metric (${primaryOf(s)}). ${P_FOOTNOTE}`;
}

/** Renders the per-case table: passes k/K per arm, cost Δ and flags (flipped, regressed, …), at most `width` columns. */
export function perCaseTable(s: Summary, width = TABLE_WIDTH): string {
  const rows = (s.perCase ?? []).map((c) => [c.caseId, `${c.baselinePasses}/${c.baselineTrials}`, `${c.candidatePasses}/${c.candidateTrials}`, formatDelta("ratio", "costUsd", c.costDelta), caseFlags(c).join(", ")]);
  return fittedTable(["case", "baseline passes", "candidate passes", "cost Δ", "flags"], rows, width);
}

/** One line: the decision and its reasons. */
export function verdictLine(s: Summary): string {
  return `verdict: ${s.decision} — ${s.reasons.join("; ")}`;
}

/** The gate's lines: verdict, every reason, every warning. */
export function gateLines(g: GateFile): string[] {
  const lines = [`gate: ${g.verdict}${g.mode === "unpaired" ? " (UNPAIRED)" : ""} — ${g.reasons.join("; ")}`];
  for (const w of g.warnings) lines.push(`  warning: ${w}`);
  if (g.quarantined.length) lines.push(`  quarantined (reported, not gated): ${g.quarantined.map((q) => `${q.caseId} until ${q.until}`).join(", ")}`);
  return lines;
}

/** The whole terminal report for a finished run. */
export function renderTerminal(
  s: Summary,
  m: Pick<Manifest, "runId" | "provider" | "model" | "variants" | "suite"> & Partial<Pick<Manifest, "outcome" | "options" | "trials">>,
  runDir: string,
  counts?: { infra: Record<string, number> },
  gate?: GateFile | null,
  width = TABLE_WIDTH,
): string {
  const lines = [
    `run ${m.runId}: suite ${m.suite.name}, ${sizeText(s, plannedSize(m))}`,
    `baseline:  ${m.variants.baseline.name}`,
    `candidate: ${m.variants.candidate.name}`,
    sourceLine(m),
    ...readingWarnings(m).map((w) => `WARNING: ${w}`),
  ];
  if (counts) {
    lines.push(`infra errors (retried; never counted as agent failures): baseline ${counts.infra.baseline ?? 0}, candidate ${counts.infra.candidate ?? 0}`);
  }
  const rate = m.outcome?.rate;
  if (rate) lines.push(`rate limits: ${rateText(rate)} at the end`);
  const swept = m.outcome?.swept;
  if (swept) lines.push(`resumed after ${plural(swept.trials, "trial")} cut off: ended ${plural(swept.processes, "process", "processes")} left running, removed ${plural(swept.workspaces, "workspace")}`);
  lines.push(metricTable(s, width), perCaseTable(s, width));
  if (!s.integrity.ok) lines.push(`integrity check failed: ${s.integrity.reasons.join("; ")}`);
  if (s.needed) lines.push(`to decide: about ${s.needed.cases} cases × ${trialsText(s.needed.trialsPerCase)} (${s.needed.note})`);
  lines.push(`results: ${runDir}`, verdictLine(s));
  if (gate) lines.push(...gateLines(gate));
  return lines.join("\n");
}

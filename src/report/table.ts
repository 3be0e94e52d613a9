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
import { compactMetricTable, endBlock, plainTable } from "./end-screen.ts";
import { outputWidth, wrapLabelled, wrapText } from "./wrap.ts";

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

/** What a terminal report reads of a run's manifest. */
export type TerminalManifest = Pick<Manifest, "runId" | "provider" | "model" | "variants" | "suite"> & Partial<Pick<Manifest, "outcome" | "options" | "trials">>;

/**
 * The whole terminal report for a finished run, `width` columns wide: the default (a finite
 * width, e.g. the terminal's or 80) is the compact report of {@link renderCompact}, ending in
 * the one-screen verdict block; `width` Infinity (`--wide`) the full tables, every cell on one line.
 */
export function renderTerminal(
  s: Summary,
  m: TerminalManifest,
  runDir: string,
  counts?: { infra: Record<string, number> },
  gate?: GateFile | null,
  width = outputWidth(),
): string {
  if (Number.isFinite(width)) return renderCompact(s, m, runDir, counts, gate, width);
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

/** A line wrapped with its continuation lines indented 2, e.g. the provider line. */
const hanging = (text: string, width: number) => wrapText(text, width - 2).split("\n").map((l, i) => (i ? `  ${l}` : l)).join("\n");

/** The key under the compact metric table (the full wording is P_FOOTNOTE, in --wide and report.md). */
export const COMPACT_KEY = "* primary · p: primary two-sided, guardrails one-sided non-inferiority, secondaries Holm-adjusted";

/**
 * The compact terminal report (issue 39): every line at most `width` columns (wrapped, never
 * cut). The run's header and a borderless per-case table scroll by first; the last screen is
 * the verdict, its reasons, the metric table and where the full report is (end-screen.ts).
 */
export function renderCompact(s: Summary, m: TerminalManifest, runDir: string, counts: { infra: Record<string, number> } | undefined, gate: GateFile | null | undefined, width: number): string {
  const lines = [wrapLabelled(`run ${m.runId}: `, `suite ${m.suite.name}, ${sizeText(s, plannedSize(m))}`, width), renderCompactArm(s, m, counts, null, width, false)];
  lines.push(endBlock(s, width, [hanging(COMPACT_KEY, width), wrapLabelled("results: ", `${runDir} (report.md: every metric, case and reason in full; --wide: the full tables here)`, width)]));
  if (gate) lines.push(...gateLines(gate).map((l) => hanging(l, width)));
  return lines.join("\n");
}

/**
 * One arm's compact body: baseline and candidate, provider, warnings, infra and rate-limit
 * lines, the borderless per-case table and, for an arm of a multi-arm run (`withMetrics`), its
 * metric table and verdict line (a two-arm run shows those in its end block instead).
 */
export function renderCompactArm(s: Summary, m: TerminalManifest, counts: { infra: Record<string, number> } | undefined, gate: GateFile | null | undefined, width: number, withMetrics = true): string {
  const lines = [
    wrapLabelled("baseline:  ", m.variants.baseline.name, width),
    wrapLabelled("candidate: ", m.variants.candidate.name, width),
    hanging(sourceLine(m), width),
    ...readingWarnings(m).map((w) => wrapLabelled("WARNING: ", w, width)),
  ];
  if (counts) lines.push(hanging(`infra errors (retried; never counted as agent failures): baseline ${counts.infra.baseline ?? 0}, candidate ${counts.infra.candidate ?? 0}`, width));
  const rate = m.outcome?.rate;
  if (rate) lines.push(hanging(`rate limits: ${rateText(rate)} at the end`, width));
  const swept = m.outcome?.swept;
  if (swept) lines.push(hanging(`resumed after ${plural(swept.trials, "trial")} cut off: ended ${plural(swept.processes, "process", "processes")} left running, removed ${plural(swept.workspaces, "workspace")}`, width));
  const cases = (s.perCase ?? []).map((c) => [c.caseId, `${c.baselinePasses}/${c.baselineTrials}`, `${c.candidatePasses}/${c.candidateTrials}`, formatDelta("ratio", "costUsd", c.costDelta), caseFlags(c).join(", ")]);
  if (cases.length) lines.push("", plainTable(["case", "baseline", "candidate", "cost Δ", "flags"], cases, width));
  if (!s.integrity.ok) lines.push(wrapLabelled("integrity check failed: ", s.integrity.reasons.join("; "), width));
  if (withMetrics) lines.push("", compactMetricTable(s, width), hanging(COMPACT_KEY, width), wrapLabelled("verdict: ", s.decision, width));
  if (gate) lines.push(...gateLines(gate).map((l) => hanging(l, width)));
  return lines.join("\n");
}

/**
 * A summary without a run folder (another harness's file, a CSV): its size, the per-case table
 * and the end block, `width` columns wide; `width` Infinity: the full tables and one verdict line.
 */
export function renderSummary(s: Summary, width = outputWidth()): string {
  if (!Number.isFinite(width)) return [sizeText(s), metricTable(s, width), perCaseTable(s, width), verdictLine(s)].join("\n");
  const cases = (s.perCase ?? []).map((c) => [c.caseId, `${c.baselinePasses}/${c.baselineTrials}`, `${c.candidatePasses}/${c.candidateTrials}`, formatDelta("ratio", "costUsd", c.costDelta), caseFlags(c).join(", ")]);
  return [wrapText(sizeText(s), width), ...(cases.length ? ["", plainTable(["case", "baseline", "candidate", "cost Δ", "flags"], cases, width)] : []), endBlock(s, width, [hanging(COMPACT_KEY, width)])].join("\n");
}

/**
 * The end of a run as a person reads it (issue 39 item 2): on one 80×24 screen, the verdict and
 * its reasons first, one short sentence each, then the metric table in a layout that fits the
 * width (columns dropped by priority: metric, Δ, interval, p, status keep; baseline and
 * candidate go first), then where the full report is. `--wide` keeps the full tables
 * (table.ts); this is what every command prints by default.
 */
import Table from "cli-table3";
import { fmtAlpha, formatMargin } from "../stats/decision/decision.ts";
import { HIGHER_IS_BETTER } from "../stats/decision/metric-catalog.ts";
import type { MetricSummary, Summary } from "../stats/core/types.ts";
import { beyondMargin, metricRows, primaryOf, roleOf, type MetricRow } from "./rows.ts";
import { formatDelta, formatMetricInterval } from "./format.ts";
import { bullet, wrapText } from "./wrap.ts";
import { plural } from "../text/plural.ts";

/** Lines of the screen the end block must fit in (a classic terminal's 24, less the shell's prompt). */
export const SCREEN_LINES = 23;

/** A p-value in a sentence: two significant digits, exponent below 1e-4. */
const pText = (p: number | null | undefined): string =>
  p === null || p === undefined || Number.isNaN(p) ? "n/a" : p === 0 ? "0" : p < 1e-4 ? p.toExponential(1) : String(Number(p.toPrecision(2)));

const oneSided = (m: MetricSummary, key: "pLess" | "pGreater"): number | null => {
  const v = m.extra?.[key];
  return typeof v === "number" ? v : null;
};

/** The primary metric's reason in one short sentence, e.g. "costUsd +14.9% [+6.5%, +25.0%]: significant increase (p 0.0002 ≤ 0.05)". */
function primaryReason(s: Summary, name: string, m: MetricSummary): string {
  if (m.delta === null) return `${name}: not estimated, so the candidate cannot be adopted`;
  const alpha = s.options?.alpha ?? 0.05;
  const higher = HIGHER_IS_BETTER.has(name);
  const pBetter = (higher ? oneSided(m, "pGreater") : oneSided(m, "pLess")) ?? 1;
  const pWorse = (higher ? oneSided(m, "pLess") : oneSided(m, "pGreater")) ?? 1;
  const head = `${name} ${formatDelta(m.kind, name, m.delta)} ${formatMetricInterval(name, m)}`;
  const [better, worse] = higher ? ["increase", "decrease"] : ["decrease", "increase"];
  if (pBetter <= alpha) return `${head}: significant ${better} (p ${pText(pBetter)} ≤ ${fmtAlpha(alpha)})`;
  if (pWorse <= alpha) return `${head}: significant ${worse} (p ${pText(pWorse)} ≤ ${fmtAlpha(alpha)})`;
  return `${head}: no significant change (p ${pText(Math.min(pBetter, pWorse))} > ${fmtAlpha(alpha)})`;
}

/** A guardrail's reason in one short sentence, e.g. "pass +0.8 pts: non-inferior at margin 5.0 pts (p 3.1e-5)". */
function guardrailReason(name: string, m: MetricSummary): string {
  const margin = formatMargin(name, m.margin);
  if (m.delta === null || m.ci === null || m.nonInferior === undefined) return `guardrail ${name}: not tested`;
  const head = `guardrail ${name} ${formatDelta(m.kind, name, m.delta)}`;
  if (beyondMargin(name, m)) return `${head}: HARM, the whole interval ${formatMetricInterval(name, m)} is past margin ${margin}`;
  return `${head}: ${m.nonInferior ? "non-inferior" : "not shown non-inferior"} at margin ${margin} (p ${pText(m.p)})`;
}

/**
 * Every guardrail of a summary in one short sentence, for a multi-arm run's arm lines, e.g.
 * "guardrails non-inferior: pass; not shown non-inferior: repeatedCalls".
 */
export function guardrailsLine(s: Summary): string | null {
  const by = new Map<string, string[]>();
  for (const name of Object.keys(s.metrics).filter((n) => n !== primaryOf(s) && roleOf(s, n) === "guardrail")) {
    const m = s.metrics[name]!;
    const status = m.delta === null || m.ci === null || m.nonInferior === undefined ? "not tested" : beyondMargin(name, m) ? "HARM" : m.nonInferior ? "non-inferior" : "not shown non-inferior";
    by.set(status, [...(by.get(status) ?? []), name]);
  }
  return by.size ? `guardrails ${[...by].map(([status, names]) => `${status}: ${names.join(", ")}`).join("; ")}` : null;
}

/**
 * The verdict's reasons, one short sentence each: the primary and each guardrail from their
 * estimates, then the decision's other reasons (expectation regressions, integrity) as they
 * are. The long forms, with what a guardrail would need, stay in `summary.reasons` (report.md,
 * `--wide`, `--json`).
 */
export function shortReasons(s: Summary): { metrics: string[]; others: string[] } {
  // An INVALID run's reasons are the integrity check's; its estimates decide nothing.
  if (s.decision === "INVALID") return { metrics: [], others: [...s.reasons] };
  const primary = primaryOf(s);
  const metrics: string[] = [];
  const p = s.metrics[primary];
  if (p) metrics.push(primaryReason(s, primary, p));
  for (const name of Object.keys(s.metrics)) if (name !== primary && roleOf(s, name) === "guardrail") metrics.push(guardrailReason(name, s.metrics[name]!));
  // Reasons the metrics do not carry: expectation regressions, multi-arm notes.
  const fromMetric = (r: string) => r.startsWith("primary metric ") || r.startsWith("guardrail ") || r.startsWith(`${primary} `);
  return { metrics, others: s.reasons.filter((r) => !fromMetric(r)) };
}

/** The status cell in few words, for narrow tables ("worse", "non-inferior", "HARM"). */
function shortStatus(r: MetricRow): string {
  if (r.role === "secondary") return "secondary";
  return r.status.replace(/^PRIMARY: /, "").replace(/ \(one-sided p ≤ [^)]*\)$/, "").replace(/^guardrail: /, "").replace(/, whole CI past margin .*$/, "").replace(/ \(margin [^)]*\)$/, "");
}

const BORDERLESS = {
  top: "", "top-mid": "", "top-left": "", "top-right": "", bottom: "", "bottom-mid": "", "bottom-left": "", "bottom-right": "",
  left: "", "left-mid": "", mid: "", "mid-mid": "", right: "", "right-mid": "", middle: "  ",
};

/** Display width of a cell's longest line. */
const cellWidth = (text: string) => Math.max(0, ...text.split("\n").map((l) => [...l].length));

/**
 * A borderless table (two spaces between columns, a header row, no rules) at most `width`
 * columns wide: when the natural widths overflow, the widest wrappable column gives up space
 * first (its cells wrap at word boundaries). Trailing spaces trimmed.
 */
export function plainTable(head: readonly string[], rows: readonly (readonly string[])[], width: number): string {
  const natural = head.map((h, i) => Math.max(cellWidth(h), ...rows.map((r) => cellWidth(r[i] ?? ""))));
  const gap = 2 * (head.length - 1);
  const widths = [...natural];
  const longestWord = head.map((h, i) => Math.max(...[h, ...rows.map((r) => r[i] ?? "")].flatMap((c) => c.split(/\s+/).map((w) => [...w].length))));
  while (Number.isFinite(width) && widths.reduce((a, b) => a + b, 0) + gap > width) {
    let widest = -1;
    widths.forEach((w, i) => { if (w > longestWord[i]! && (widest < 0 || w > widths[widest]!)) widest = i; });
    if (widest < 0) break;
    widths[widest]!--;
  }
  const t = new Table({ head: [...head], chars: BORDERLESS, style: { head: [], border: [], "padding-left": 0, "padding-right": 0 }, colWidths: widths, wordWrap: true, wrapOnWordBoundary: true });
  for (const r of rows) t.push([...r]);
  return t.toString().split("\n").map((l) => l.trimEnd()).join("\n");
}

/** Which metric rows the end screen shows, at most `max`: the primary, the guardrails, then secondaries that changed (Holm p ≤ α), then the rest in the catalog's order. */
function chosenRows(s: Summary, max: number): { rows: MetricRow[]; left: number } {
  const all = metricRows(s);
  const alpha = s.options?.alpha ?? 0.05;
  const rank = (r: MetricRow) => {
    if (r.role === "primary") return 0;
    if (r.role === "guardrail") return 1;
    const m = s.metrics[r.name]!;
    const p = m.pHolm ?? m.p;
    return p !== null && p !== undefined && p <= alpha ? 2 : 3;
  };
  const order = all.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i).slice(0, Math.max(1, max));
  const keep = new Set(order.map((o) => o.r.name));
  return { rows: all.filter((r) => keep.has(r.name)), left: all.length - keep.size };
}

/**
 * The metric table for a width: metric | Δ | interval | p | status, with baseline and candidate
 * when they fit; status in few words when the full wording does not; at most `maxRows` metrics
 * (see chosenRows), the rest counted in a last line.
 */
export function compactMetricTable(s: Summary, width: number, maxRows = Infinity): string {
  const level = `${Math.round((1 - (s.options?.alpha ?? 0.05)) * 100)}% CI`;
  const { rows, left } = chosenRows(s, maxRows);
  const name = (r: MetricRow) => (r.role === "primary" ? `${r.name} *` : r.name);
  const layouts: Array<{ head: string[]; cells: (r: MetricRow) => string[] }> = [
    { head: ["metric", "baseline", "candidate", "Δ", level, "p", "status"], cells: (r) => [name(r), r.baseline, r.candidate, r.delta, r.ci, r.p, r.status] },
    { head: ["metric", "baseline", "candidate", "Δ", level, "p", "status"], cells: (r) => [name(r), r.baseline, r.candidate, r.delta, r.ci, r.p, shortStatus(r)] },
    { head: ["metric", "Δ", level, "p", "status"], cells: (r) => [name(r), r.delta, r.ci, r.p, r.status] },
    { head: ["metric", "Δ", level, "p", "status"], cells: (r) => [name(r), r.delta, r.ci, r.p, shortStatus(r)] },
  ];
  const fits = (l: (typeof layouts)[number]) => {
    const cells = rows.map(l.cells);
    return l.head.map((h, i) => Math.max(cellWidth(h), ...cells.map((c) => cellWidth(c[i]!)))).reduce((a, b) => a + b, 0) + 2 * (l.head.length - 1) <= width;
  };
  const layout = layouts.find(fits) ?? layouts[layouts.length - 1]!;
  const table = plainTable(layout.head, rows.map(layout.cells), width);
  return left > 0 ? `${table}\n${wrapText(`(${plural(left, "more metric")} in the full report)`, width)}` : table;
}

/** Reasons beyond the metrics' shown on the end screen (expectation regressions can be many). */
const MAX_OTHER_REASONS = 4;

/** Line count of a block of text. */
const linesOf = (text: string) => (text ? text.split("\n").length : 0);

/**
 * The end block of a two-arm report, to fit `lines` × `width`: "verdict: X", its short reasons
 * (at most 4 beyond the metrics', the rest counted), what would decide an INCONCLUSIVE run,
 * the metric table with as many rows as the remaining lines allow, and `footer` (where the
 * full report is; wrapped by the caller). Everything at most `width` columns; nothing cut.
 */
export function endBlock(s: Summary, width: number, footer: readonly string[], lines = SCREEN_LINES): string {
  const { metrics, others } = shortReasons(s);
  const shown = [...metrics, ...others.slice(0, MAX_OTHER_REASONS)].map((r) => bullet(r, width));
  if (others.length > MAX_OTHER_REASONS) shown.push(bullet(`… and ${plural(others.length - MAX_OTHER_REASONS, "more reason")} in the full report`, width));
  const head = [`verdict: ${s.decision}`, ...shown];
  if (s.needed) {
    const role = s.needed.blocking?.find((b) => b.metric === s.needed!.metric)?.role;
    const blocker = s.needed.metric ? ` (sized for ${role === "guardrail" ? "guardrail " : ""}${s.needed.metric})` : "";
    // A blocker that cannot be sized (an effect of ~0) is said, so the figure is not read as enough for everything.
    const unsized = (s.needed.blocking ?? []).filter((b) => b.cases === null).map((b) => `; ${b.role === "guardrail" ? "guardrail " : ""}${b.metric}: no feasible size`).join("");
    head.push(bullet(`to decide: about ${plural(s.needed.cases, "case")} × ${plural(s.needed.trialsPerCase, "trial")} per arm${blocker}${unsized}`, width, "→"));
  }
  // The footer comes wrapped by the caller (its hanging indents must survive).
  const foot = [...footer];
  // The block: a blank line, the head, a blank line, the table's header, its rows, the "N more
  // metrics" note, the footer: `lines` in all when the metrics fill it.
  const used = 1 + linesOf(head.join("\n")) + 1 + 1 + 1 + linesOf(foot.join("\n"));
  const table = compactMetricTable(s, width, Math.max(3, lines - used));
  return ["", ...head, "", table, ...foot].join("\n");
}

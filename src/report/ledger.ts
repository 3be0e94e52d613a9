/**
 * The hypothesis ledger for people: newest first, every decision shown (REJECT included).
 */
import Table from "cli-table3";
import type { LedgerEntry } from "../gate/ledger.ts";
import { RATIO_METRICS } from "../stats/decision/metric-catalog.ts";
import { formatDelta, formatInterval } from "./format.ts";
import { mdCell } from "./markdown.ts";
import { plural } from "../text/plural.ts";

function primaryText(e: LedgerEntry): string {
  const kind = RATIO_METRICS.has(e.primary.metric) ? "ratio" : "secondary";
  const ci = e.primary.ci ? ` ${formatInterval(kind, e.primary.metric, e.primary.ci as [number, number])}` : "";
  return `${e.primary.metric} ${formatDelta(kind, e.primary.metric, e.primary.delta)}${ci}`;
}

function rows(entries: readonly LedgerEntry[]): string[][] {
  return [...entries].reverse().map((e) => [
    e.date.slice(0, 10), e.hypothesis, e.decision, primaryText(e), `${e.variants.candidate} vs ${e.variants.baseline}`,
    `${e.suite}, ${e.nCases}×${e.trialsPerCase}, ${e.provider}`, e.runId,
  ]);
}

const HEAD = ["date", "hypothesis", "decision", "primary", "variants", "suite, cases×trials, provider", "run"];

/** The ledger as a terminal table, newest first; a note when it is empty. */
export function ledgerTable(entries: readonly LedgerEntry[]): string {
  if (entries.length === 0) return "no experiments recorded yet (run eval ab with --hypothesis \"…\")";
  const t = new Table({ head: HEAD, style: { head: [], border: [] }, wordWrap: true, colWidths: [12, 34, 14, 26, 30, 22, 24] });
  for (const r of rows(entries)) t.push(r);
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.decision, (counts.get(e.decision) ?? 0) + 1);
  return `${t.toString()}\n${plural(entries.length, "experiment")}: ${[...counts].map(([d, n]) => `${n} ${d}`).join(", ")}`;
}

/** The ledger as a markdown table, newest first, at most `limit` rows. */
export function ledgerMarkdown(entries: readonly LedgerEntry[], limit = 20): string {
  if (entries.length === 0) return "_No experiments recorded yet._";
  const shown = rows(entries).slice(0, limit);
  const lines = [`| ${HEAD.join(" | ")} |`, `|${HEAD.map(() => "---").join("|")}|`, ...shown.map((r) => `| ${r.map(mdCell).join(" | ")} |`)];
  if (entries.length > limit) lines.push("", `…${entries.length - limit} older entries in experiments.jsonl.`);
  return lines.join("\n");
}

/**
 * The release GO / NO-GO report, as markdown (release-<time>.md, $GITHUB_STEP_SUMMARY) and
 * as terminal text: each suite's gate with its decision and judged mean, the flaky cases and
 * the experiment ledger.
 */
// @ts-nocheck

import Table from "cli-table3";
import type { ReleaseReport, SuiteGate } from "../gate/release.ts";
import { formatDelta, formatInterval, formatValue } from "./format.ts";
import { flakyMarkdown, flakyText } from "./flaky.ts";
import { ledgerMarkdown, ledgerTable } from "./ledger.ts";
import { mdCell } from "./markdown.ts";

/** "judgeScore 3.9 → 4.1 (+0.20 [−0.1, +0.5])" when the suite is judged, else "". */
function judged(s: SuiteGate): string {
  const m = s.gate?.summary.metrics.judgeScore;
  if (!m) return "";
  return `judged mean ${formatValue("judgeScore", m.baseline)} → ${formatValue("judgeScore", m.candidate)} (${formatDelta(m.kind, "judgeScore", m.delta)} ${formatInterval(m.kind, "judgeScore", m.ci)})`;
}

function row(s: SuiteGate): string[] {
  const g = s.gate;
  if (!g) return [s.suite, "MISSING", "", s.problem ?? "", "", ""];
  const quarantined = g.quarantined.map((q) => q.caseId).join(", ");
  return [s.suite, `${g.verdict}${g.mode === "unpaired" ? " (unpaired)" : ""}`, g.decision, [...g.reasons, ...g.warnings.map((w) => `⚠ ${w}`)].join("; "), judged(s), quarantined];
}

const HEAD = ["suite", "gate", "decision", "reasons", "judged", "quarantined"];

/** The release report as markdown. */
export function releaseMarkdown(r: ReleaseReport): string {
  const verdict = r.go ? "GO" : "NO-GO";
  const lines = [
    `# Release: ${verdict}`, "", `_${r.createdAt}_`, "", ...r.reasons.map((x) => `- ${x}`), "",
    "## Suites", "",
    `| ${HEAD.join(" | ")} |`, `|${HEAD.map(() => "---").join("|")}|`,
    ...r.suites.map((s) => `| ${row(s).map(mdCell).join(" | ")} |`),
    "",
    ...r.suites.filter((s) => s.runDir).map((s) => `- ${s.suite}: \`${s.runDir}\` (report.html, junit.xml)`),
    "", "## Flaky cases", "", flakyMarkdown(r.flaky),
    "", "## Experiment ledger", "", ledgerMarkdown(r.ledger),
  ];
  return `${lines.join("\n")}\n`;
}

/** The release report for a terminal. */
export function releaseText(r: ReleaseReport): string {
  const t = new Table({ head: HEAD, style: { head: [], border: [] }, wordWrap: true, colWidths: [14, 12, 14, 60, 20, 16] });
  for (const s of r.suites) t.push(row(s));
  return [
    t.toString(),
    "flaky cases:", flakyText(r.flaky),
    "experiment ledger:", ledgerTable(r.ledger),
    `release: ${r.go ? "GO" : "NO-GO"} — ${r.reasons.join("; ")}`,
  ].join("\n");
}

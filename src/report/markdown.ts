/**
 * report.md: the run's verdict for a reviewer or a CI job summary ($GITHUB_STEP_SUMMARY),
 * in GitHub-flavoured markdown.
 */
import { formatDelta } from "./format.ts";
import { caseArmResults } from "../results/failures.ts";
import { isSimulated, readingWarnings, SIM_MARK, sourceLine } from "./provenance.ts";
import { caseFlags, infraText, metricRows, P_FOOTNOTE, plannedSize, sizeText, trialsText } from "./rows.ts";
import { inProgressText, type RunView } from "./run-view.ts";
import { armCells, armHeader, armRows, armsNote, overallLine } from "./arms-report.ts";

/** Escapes text for a markdown table cell (pipes, newlines). */
export function mdCell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

function table(head: string[], rows: string[][]): string {
  return [`| ${head.map(mdCell).join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(mdCell).join(" | ")} |`)].join("\n");
}

/** A fenced block whose fence is longer than any backtick run inside the text. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

/** Failing trials listed at most, so a job summary stays well under GitHub's 1 MiB limit. */
const MAX_FAILURES = 20;

function failuresSection(v: RunView, depth = 0): string[] {
  const groups = caseArmResults(v.records, Object.keys(v.manifest.suite.cases)).filter((g) => g.failures.length > 0);
  if (groups.length === 0) return [];
  const out = ["", `${heading(2, depth)} Failing trials`, ""];
  let shown = 0;
  for (const g of groups) {
    for (const f of g.failures) {
      if (shown++ >= MAX_FAILURES) continue;
      out.push(`<details><summary>${escapeHtmlText(`${g.caseId} · ${g.arm} · trial ${f.trial}: ${f.headline}`)}</summary>`, "");
      for (const c of f.checks) out.push(`**${mdCell(c.name)}** (tail of output):`, "", fenced(c.tail), "");
      out.push("</details>");
    }
  }
  if (shown > MAX_FAILURES) out.push("", `…and ${shown - MAX_FAILURES} more failing trials (see junit.xml or trials.jsonl).`);
  return out;
}

function escapeHtmlText(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A Markdown heading mark of `level`, `depth` levels down (a multi-arm run's arm sections are one down). */
const heading = (level: number, depth: number) => "#".repeat(Math.min(6, level + depth));

/**
 * Renders report.md for a run: provenance, verdict and reasons, gate, metrics, cases, failures.
 * A multi-arm run has one H1 (the run, its overall verdict, the arms overview) and each arm as
 * an H2 section with its own headings one level down.
 */
export function renderMarkdown(v: RunView): string {
  const { manifest: m, summary: s } = v;
  if (v.arms) {
    const head = [`# freecode eval · ${m.suite.name} · ${v.arms.length} arms · ${overallLine(s)}`, "", ...(v.inProgress ? [`> [!IMPORTANT]`, `> ${inProgressText(v.inProgress)}.`, ""] : []), `Baseline: ${m.variants.baseline.name}`, "", table(armHeader(s), armRows(s).map(armCells)), "", `_${armsNote(s)}_`, ""];
    const label = (i: number) => s.arms?.[i]?.label ?? `arm ${i + 1}`;
    return `${[...head, ...v.arms.flatMap((a, i) => ["---", "", `<!-- arm ${i + 1} -->`, markdownBody(a, `## arm ${i + 1}: ${label(i)} · ${a.summary.decision}`, 1)])].join("\n")}`;
  }
  return markdownBody(v, `# freecode eval · ${m.suite.name} · ${s.decision}`, 0);
}

/** One two-arm run's report (a multi-arm run's arm at `depth` 1), under `title`. */
function markdownBody(v: RunView, title: string, depth: number): string {
  const { manifest: m, summary: s } = v;
  const lines = [title, ""];
  if (v.inProgress && depth === 0) lines.push(`> [!IMPORTANT]`, `> ${inProgressText(v.inProgress)}.`, "");
  if (isSimulated(m)) lines.push(`> [!WARNING]`, `> ${SIM_MARK}.`, "");
  for (const w of readingWarnings(m)) lines.push(`> [!CAUTION]`, `> ${w}.`, "");
  lines.push(
    table(["run", m.runId], [
      ["baseline", m.variants.baseline.name],
      ["candidate", m.variants.candidate.name],
      ["source", sourceLine(m).replace(` (${SIM_MARK})`, "")],
      ["size", `${sizeText(s, plannedSize(m))} (seed ${m.seed})`],
      ...(infraText(s) ? [["infra errors", infraText(s)!]] : []),
      ["tool", `${m.tool.name} ${m.tool.version}, commit ${m.tool.gitCommit?.slice(0, 12) ?? "unknown"}${m.tool.gitDirty ? " (dirty)" : ""}`],
      ["started", m.createdAt],
    ]),
    "",
    `**Verdict: ${s.decision}**`,
    "",
    ...s.reasons.map((r) => `- ${r}`),
  );
  if (v.summaryRecomputed) lines.push("", "_summary.json was missing; this summary was recomputed from trials.jsonl._");
  if (v.gate) {
    lines.push("", `${heading(2, depth)} Gate: ${v.gate.verdict}${v.gate.mode === "unpaired" ? " (unpaired)" : ""}`, "", ...v.gate.reasons.map((r) => `- ${r}`));
    for (const w of v.gate.warnings) lines.push(`- ⚠ ${w}`);
    if (v.gate.quarantined.length) lines.push(`- quarantined, reported but not gated: ${v.gate.quarantined.map((q) => `\`${q.caseId}\` (until ${q.until})`).join(", ")}`);
  }
  if (!s.integrity.ok) lines.push("", `**Integrity check failed:** ${s.integrity.reasons.join("; ")}. No delta is a result.`);
  const level = `${Math.round((1 - (s.options?.alpha ?? 0.05)) * 100)}% CI`;
  lines.push(
    "", `${heading(2, depth)} Metrics`, "",
    table(["metric", "baseline", "candidate", "Δ", level, "p", "status"], metricRows(s).map((r) => [r.role === "primary" ? `**${r.name}**` : r.name, r.baseline, r.candidate, r.delta, r.ci, r.p, r.status])),
    "", `_${P_FOOTNOTE}_`,
  );
  if (s.needed) lines.push("", `To decide: about ${s.needed.cases} cases × ${trialsText(s.needed.trialsPerCase)} per arm. ${s.needed.note}.`);
  lines.push(
    "", `${heading(2, depth)} Cases`, "",
    table(["case", "baseline passes", "candidate passes", "cost Δ", "flags"], (s.perCase ?? []).map((c) => [
      `\`${c.caseId}\``, `${c.baselinePasses}/${c.baselineTrials}`, `${c.candidatePasses}/${c.candidateTrials}`,
      formatDelta("ratio", "costUsd", c.costDelta), caseFlags(c).join(", "),
    ])),
    ...failuresSection(v, depth),
  );
  return `${lines.join("\n")}\n`;
}

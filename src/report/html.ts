/**
 * report.html: one self-contained page (inline CSS and SVG, no script, no network — the
 * Content-Security-Policy forbids any fetch) with the verdict, the forest plot, the per-case
 * chart, the tables and the tails of failing checks.
 */
import { caseChart } from "./case-chart.ts";
import { caseArmResults } from "../results/failures.ts";
import { formatDelta } from "./format.ts";
import { forestPlot } from "./forest-plot.ts";
import { isSimulated, readingWarnings, SIM_MARK, sourceLine } from "./provenance.ts";
import { caseFlags, infraText, metricRows, P_FOOTNOTE, plannedSize, sizeText, trialsText } from "./rows.ts";
import { inProgressText, type RunView } from "./run-view.ts";
import { armCells, armHeader, armRows, armsNote, overallLine } from "./arms-report.ts";
import { esc } from "./svg.ts";

const CSS = `
body{font:14px/1.45 system-ui,sans-serif;color:#1f2328;max-width:980px;margin:24px auto;padding:0 16px}
h1{font-size:22px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #d0d7de}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa}.banner{padding:8px 12px;border-radius:6px;margin:8px 0}
.sim{background:#fff8c5;border:1px solid #d4a72c}.in-progress{background:#ddf4ff;border:1px solid #54aeff}.warn{background:#ffebe9;border:1px solid #cf222e}
.ADOPT,.PASS{color:#1a7f37}.REJECT,.FAIL,.INVALID{color:#cf222e}.INCONCLUSIVE{color:#9a6700}
.good{color:#1a7f37}.bad{color:#cf222e}.primary td{font-weight:600;background:#fffbdd}
pre{background:#f6f8fa;padding:8px;overflow:auto;font-size:12px}small{color:#57606a}
`;

function table(head: string[], rows: string[][], rowClass: (i: number) => string = () => ""): string {
  const h = `<tr>${head.map((c) => `<th>${esc(c)}</th>`).join("")}</tr>`;
  const b = rows.map((r, i) => `<tr${rowClass(i) ? ` class="${rowClass(i)}"` : ""}>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("\n");
  return `<table>\n${h}\n${b}\n</table>`;
}

function failures(v: RunView): string {
  const groups = caseArmResults(v.records, Object.keys(v.manifest.suite.cases)).filter((g) => g.failures.length > 0);
  if (groups.length === 0) return "";
  const items = groups.flatMap((g) =>
    g.failures.map((f) =>
      `<details><summary>${esc(`${g.caseId} · ${g.arm} · trial ${f.trial}: ${f.headline}`)}</summary>` +
      f.checks.map((c) => `<p><b>${esc(c.name)}</b> (tail of output)</p><pre>${esc(c.tail)}</pre>`).join("") +
      "</details>"),
  );
  return `<h2>Failing trials</h2>\n${items.join("\n")}`;
}

/** Renders report.html for a run. */
export function renderHtml(v: RunView): string {
  const { manifest: m, summary: s } = v;
  if (v.arms) {
    // A multi-arm run: the arms overview, then each arm's two-arm report as a section.
    const body = [
      `<h1>freecode eval · ${esc(m.suite.name)} · ${v.arms.length} arms · <span class="${s.decision}">${esc(overallLine(s))}</span></h1>`,
      ...(v.inProgress ? [`<div class="banner in-progress"><b>${esc(inProgressText(v.inProgress))}.</b></div>`] : []), `<p>Baseline: ${esc(m.variants.baseline.name)}</p>`,
      table(armHeader(s), armRows(s).map((r) => armCells(r).map((c, i) => (i === 6 ? `<span class="${c}">${c}</span>` : esc(c))))), `<p><small>${esc(armsNote(s))}</small></p>`,
      // One H1 per report: each arm is an H2 section, its headings one level down.
      ...v.arms.map((a, i) => {
        const title = `<h2>arm ${i + 1}: ${esc(s.arms?.[i]?.label ?? "")} · <span class="${a.summary.decision}">${a.summary.decision}</span></h2>`;
        const [, ...rest] = htmlBody(a);
        return `<section id="arm-${i + 1}"><hr>\n${[title, ...rest.map((x) => x.replace(/<(\/?)h([1-5])\b/g, (_m, close: string, n: string) => `<${close}h${Number(n) + 1}`))].join("\n")}\n</section>`;
      }),
    ];
    return page(m, s, body);
  }
  return page(m, s, htmlBody(v));
}

/** One two-arm run's report body (a multi-arm run's arm, or the whole report of a two-arm run). */
function htmlBody(v: RunView): string[] {
  const { manifest: m, summary: s } = v;
  const body: string[] = [`<h1>freecode eval · ${esc(m.suite.name)} · <span class="${s.decision}">${s.decision}</span></h1>`];
  if (v.inProgress) body.push(`<div class="banner in-progress"><b>${esc(inProgressText(v.inProgress))}.</b></div>`);
  if (isSimulated(m)) body.push(`<div class="banner sim"><b>${esc(SIM_MARK)}.</b></div>`);
  for (const w of readingWarnings(m)) body.push(`<div class="banner warn"><b>Warning:</b> ${esc(w)}.</div>`);
  body.push(table(["run", m.runId], [
    ["baseline", esc(m.variants.baseline.name)],
    ["candidate", esc(m.variants.candidate.name)],
    ["source", esc(sourceLine(m).replace(` (${SIM_MARK})`, ""))],
    ["size", esc(`${sizeText(s, plannedSize(m))} (seed ${m.seed})`)],
    ...(infraText(s) ? [["infra errors", esc(infraText(s)!)]] : []),
    ["tool", esc(`${m.tool.name} ${m.tool.version}, commit ${m.tool.gitCommit?.slice(0, 12) ?? "unknown"}${m.tool.gitDirty ? " (dirty)" : ""}`)],
    ["started", esc(m.createdAt)],
  ]));
  body.push(`<h2>Verdict: <span class="${s.decision}">${s.decision}</span></h2>`, `<ul>${s.reasons.map((r) => `<li>${esc(r)}</li>`).join("")}</ul>`);
  if (v.summaryRecomputed) body.push("<p><small>summary.json was missing; this summary was recomputed from trials.jsonl.</small></p>");
  if (v.gate) {
    const g = v.gate;
    body.push(
      `<h2>Gate: <span class="${g.verdict}">${g.verdict}</span>${g.mode === "unpaired" ? " (unpaired)" : ""}</h2>`,
      `<ul>${[...g.reasons.map((r) => `<li>${esc(r)}</li>`), ...g.warnings.map((w) => `<li>⚠ ${esc(w)}</li>`)].join("")}</ul>`,
    );
    if (g.quarantined.length) body.push(`<p>Quarantined, reported but not gated: ${g.quarantined.map((q) => `<code>${esc(q.caseId)}</code> (until ${esc(q.until)})`).join(", ")}</p>`);
  }
  if (!s.integrity.ok) body.push(`<div class="banner warn"><b>Integrity check failed:</b> ${esc(s.integrity.reasons.join("; "))}. No delta is a result.</div>`);
  body.push("<h2>Forest plot</h2>", `<figure>${forestPlot(s)}</figure>`);
  const rows = metricRows(s);
  const level = `${Math.round((1 - (s.options?.alpha ?? 0.05)) * 100)}% CI`;
  body.push(
    "<h2>Metrics</h2>",
    table(["metric", "baseline", "candidate", "Δ", level, "p", "status"], rows.map((r) => [r.name, r.baseline, r.candidate, r.delta, r.ci, r.p, `<span class="${r.tone}">${esc(r.status)}</span>`].map((c, i) => (i === 6 ? c : esc(c)))), (i) => (rows[i]!.role === "primary" ? "primary" : "")),
    `<p><small>${esc(P_FOOTNOTE)}</small></p>`,
  );
  if (s.needed) body.push(`<p>To decide: about ${s.needed.cases} cases × ${trialsText(s.needed.trialsPerCase)} per arm. ${esc(s.needed.note)}.</p>`);
  body.push(
    "<h2>Cases</h2>",
    `<figure>${caseChart(s)}</figure>`,
    table(["case", "baseline passes", "candidate passes", "cost Δ", "flags"], (s.perCase ?? []).map((c) => [
      `<code>${esc(c.caseId)}</code>`, esc(`${c.baselinePasses}/${c.baselineTrials}`), esc(`${c.candidatePasses}/${c.candidateTrials}`),
      esc(formatDelta("ratio", "costUsd", c.costDelta)), esc(caseFlags(c).join(", ")),
    ])),
    failures(v),
  );
  return body;
}

function page(m: RunView["manifest"], s: RunView["summary"], body: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>freecode eval ${esc(m.suite.name)} ${esc(m.runId)}: ${s.decision}</title>`,
    `<style>${CSS}</style></head><body>`,
    ...body,
    "</body></html>",
    "",
  ].join("\n");
}

/**
 * Writing and re-rendering a run's reports from its files: summary.json, report.md,
 * report.html and junit.xml, plus the markdown appended to $GITHUB_STEP_SUMMARY in CI.
 */
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderHtml } from "./html.ts";
import { renderJson } from "./json.ts";
import { renderJunit } from "./junit.ts";
import { renderMarkdown } from "./markdown.ts";
import { inProgressText, loadRun, type RunView } from "./run-view.ts";
import { outputWidth, wrapText } from "./wrap.ts";
import { renderTerminalArms } from "./arms-report.ts";

export const REPORT_FORMATS = ["table", "md", "html", "json", "junit"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Renders one format of a loaded run as text; `width`: the table format's width in columns (Infinity: --wide). */
export function renderReport(v: RunView, format: ReportFormat, width?: number): string {
  switch (format) {
    case "table": {
      const infra = { baseline: 0, candidate: 0 };
      for (const r of v.records) if (r.status === "infra_error") infra[r.arm]++;
      const table = `${renderTerminalArms(v.summary, v.manifest, v.runDir, v.records, width, { infra }, v.gate)}\n`;
      // An unfinished run says so first and last: the verdict printed is interim.
      if (!v.inProgress) return table;
      const note = wrapText(inProgressText(v.inProgress), width ?? outputWidth());
      return `${note}\n${table}${note}\n`;
    }
    case "md": return renderMarkdown(v);
    case "html": return renderHtml(v);
    case "json": return renderJson(v.summary);
    case "junit": return renderJunit(v);
  }
}

export interface WrittenReports {
  view: RunView;
  /** Absolute paths of the files written. */
  files: string[];
  /** The step-summary file appended to, or null when $GITHUB_STEP_SUMMARY was not set. */
  stepSummary: string | null;
}

/**
 * Writes summary.json (when missing, or when it disagrees with trials.jsonl), report.md,
 * report.html and junit.xml into the run folder, and appends report.md to the file named by
 * `env.GITHUB_STEP_SUMMARY` when it is set.
 * @throws InputError when the folder is not a readable run (see loadRun).
 */
export function writeReports(runDir: string, env: Readonly<Record<string, string | undefined>> = process.env): WrittenReports {
  const view = loadRun(runDir);
  const files: string[] = [];
  const put = (name: string, text: string) => {
    const file = join(view.runDir, name);
    writeFileSync(file, text);
    files.push(file);
  };
  // summary.json follows trials.jsonl: rewritten when missing or when it disagrees with them.
  if (!existsSync(join(view.runDir, "summary.json")) || view.staleSummary) put("summary.json", renderJson(view.summary));
  const md = renderMarkdown(view);
  put("report.md", md);
  put("report.html", renderHtml(view));
  put("junit.xml", renderJunit(view));
  const stepSummary = env.GITHUB_STEP_SUMMARY || null;
  if (stepSummary) appendFileSync(stepSummary, `${md}\n`);
  return { view, files, stepSummary };
}

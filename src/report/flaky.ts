/**
 * The flaky-case report for people: flip rates, proposals and a ready-to-paste YAML block.
 */
import Table from "cli-table3";
import { stringify } from "yaml";
import type { FlakyReport } from "../gate/flaky.ts";
import { plural } from "../text/plural.ts";

function rate(r: number | null): string {
  return r === null ? "n/a" : r.toFixed(2);
}

/** Terminal report: the cases with flips (or in quarantine), then the proposals. */
export function flakyText(r: FlakyReport): string {
  const lines = [`${plural(r.runs, "run")} read${r.thin ? " (thin history: fewer than 5 runs, proposals are advisory)" : ""}`];
  const shown = r.cases.filter((c) => c.flips > 0 || c.quarantined);
  if (shown.length) {
    const t = new Table({ head: ["case", "trials", "passes", "flip rate", "flips / pairs", "configs", "quarantined"], style: { head: [], border: [] } });
    for (const c of shown) t.push([c.caseId, c.trials, c.passes, rate(c.flipRate), `${c.flips}/${c.transitions}`, c.configurations, c.quarantined ? "yes" : ""]);
    lines.push(t.toString());
  } else {
    lines.push(`no case flipped in ${plural(r.cases.length, "case")}`);
  }
  if (r.quarantine.length) {
    lines.push("propose quarantine (add to the quarantine file, or run with --apply):", stringify(r.quarantine).trimEnd());
  }
  for (const x of r.release) lines.push(`propose release: ${x.caseId} (${x.reason})`);
  for (const e of r.expired) lines.push(`expired: ${e.case} (until ${e.until}) is gated again; renew or remove the entry`);
  if (!r.quarantine.length && !r.release.length) lines.push("nothing to propose");
  return lines.join("\n");
}

/** Markdown section for the release report. */
export function flakyMarkdown(r: FlakyReport): string {
  const lines: string[] = [`${plural(r.runs, "run")} read${r.thin ? " (thin history: advisory)" : ""}.`, ""];
  const shown = r.cases.filter((c) => c.flips > 0 || c.quarantined);
  if (shown.length) {
    lines.push("| case | trials | passes | flip rate | quarantined |", "|---|---|---|---|---|");
    for (const c of shown) lines.push(`| \`${c.caseId}\` | ${c.trials} | ${c.passes} | ${rate(c.flipRate)} | ${c.quarantined ? "yes" : ""} |`);
  } else {
    lines.push("No case flipped.");
  }
  for (const q of r.quarantine) lines.push(`- propose quarantine: \`${q.case}\` until ${q.until} (${q.reason})`);
  for (const x of r.release) lines.push(`- propose release: \`${x.caseId}\` (${x.reason})`);
  for (const e of r.expired) lines.push(`- expired quarantine: \`${e.case}\` (until ${e.until})`);
  return lines.join("\n");
}

/**
 * A multi-arm run's reports (issue 22 item 6): the overview fits 100 columns with each interval
 * on one line (`--wide`: every label whole), report.md and report.html have one H1 with the
 * arms as H2 sections, summary.json's top level names the arm behind the overall verdict, and
 * a stale summary.json is caught arm by arm.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderTerminalArms } from "../../src/report/arms-report.ts";
import { loadRun } from "../../src/report/run-view.ts";
import { renderReport } from "../../src/report/write.ts";
import { MULTI_ARM_SPECS as SPECS, multiArmRunFolder as multiArmRun } from "./fixtures.ts";

/** The widest line of the tables in `text` (lines drawn with cli-table3's borders). */
const widest = (text: string) => Math.max(...text.split("\n").filter((l) => /^[┌│├└]/.test(l)).map((l) => [...l].length));

describe("a multi-arm run's reports", () => {
  const dir = multiArmRun();
  const view = loadRun(dir);

  it("summary: arms authoritative, the overall verdict and the arm it comes from at the top", () => {
    const s = view.summary;
    expect(s.arms).toHaveLength(3);
    expect(s.arms!.map((a) => a.summary.decision)).toEqual(["INCONCLUSIVE", "ADOPT", "INCONCLUSIVE"]);
    expect(s.decision).toBe("ADOPT");
    expect(s.decisionArm).toBe(2);
    // The other top-level fields are that arm's, not arm 1's.
    expect(s.metrics.costUsd!.delta).toBe(s.arms![1]!.summary.metrics.costUsd!.delta);
    expect(s.reasons[0]).toMatch(/^3 candidate arms against the baseline: arm 1 .* INCONCLUSIVE, arm 2 .* ADOPT, arm 3 .* INCONCLUSIVE; overall ADOPT from arm 2, whose figures are at the top; every arm is in arms$/);
  });

  it("every line of the terminal report fits 80 columns at 4 arms, each arm's interval on one line and the verdicts last; --wide shows every label whole", () => {
    const text = renderTerminalArms(view.summary, view.manifest, dir, view.records, 80);
    expect(widest(text)).toBeLessThanOrEqual(80);
    const overview = text.split("\n").filter((l) => /^[123] {2}/.test(l));
    expect(overview).toHaveLength(3); // one line per arm: nothing wrapped onto a second line
    for (const l of overview) expect(l).toMatch(/\[[−+]\d+\.\d%, [−+]\d+\.\d%\]/);
    const last = text.split("\n").slice(-23).join("\n");
    expect(last).toMatch(/^overall: ADOPT \(arm 2, env:FREECODE_BASH_COMPRESS=1\)$/m);
    for (const k of [1, 2, 3]) expect(last).toMatch(new RegExp(`^arm ${k}: (ADOPT|REJECT|INCONCLUSIVE|INVALID) `, "m"));
    const wide = renderTerminalArms(view.summary, view.manifest, dir, view.records, Infinity);
    for (const spec of SPECS) expect(wide).toMatch(new RegExp(`│ \\d +│ ${spec} +│`));
    expect(widest(renderReport(view, "table", 100))).toBeLessThanOrEqual(100);
  });

  it("report.md: one H1, the arms as H2, their sections one level down", () => {
    const md = renderReport(view, "md");
    const headings = md.split("\n").filter((l) => /^#{1,6} /.test(l));
    expect(headings.filter((h) => h.startsWith("# "))).toEqual(["# freecode eval · coding · 3 arms · overall: ADOPT (arm 2, env:FREECODE_BASH_COMPRESS=1)"]);
    expect(headings.filter((h) => h.startsWith("## "))).toEqual(SPECS.map((spec, i) => `## arm ${i + 1}: ${spec} · ${view.summary.arms![i]!.summary.decision}`));
    expect(headings).toContain("### Metrics");
  });

  it("report.html: one h1, the arms as h2 sections", () => {
    const html = renderReport(view, "html");
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html.match(/<h2>arm \d: /g)).toHaveLength(3);
    expect(html).toContain("<h3>Metrics</h3>");
  });

  it("a summary.json that disagrees with trials.jsonl in one arm is caught, naming the arm", () => {
    const stored = JSON.parse(JSON.stringify(view.summary));
    stored.arms[2].summary.decision = "REJECT";
    writeFileSync(join(dir, "summary.json"), JSON.stringify(stored));
    expect(loadRun(dir).staleSummary).toMatch(/^summary\.json disagrees with trials\.jsonl \(arm 3: decision REJECT → INCONCLUSIVE\)/);
    writeFileSync(join(dir, "summary.json"), JSON.stringify(view.summary));
    expect(loadRun(dir).staleSummary).toBeNull();
    expect(JSON.parse(readFileSync(join(dir, "summary.json"), "utf8")).decisionArm).toBe(2);
  });
});

// @ts-nocheck
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeGateFile, type GateFile } from "../../src/gate/gate-file.ts";
import { mdCell, renderMarkdown } from "../../src/report/markdown.ts";
import { loadRun } from "../../src/report/run-view.ts";
import { REPORT_FORMATS, renderReport, writeReports } from "../../src/report/write.ts";
import { sampleView, writeRunFolder } from "./fixtures.ts";

describe("report.md", () => {
  it("gives the verdict, the simulator mark, the tables and the failing trial's output tail", () => {
    const md = renderMarkdown(sampleView());
    expect(md).toMatch(/^# freecode eval · coding · (ADOPT|REJECT|INCONCLUSIVE)\n/);
    expect(md).toContain("> [!WARNING]\n> OFFLINE SIMULATOR");
    expect(md).toContain("| **costUsd** |");
    expect(md).toMatch(/\| `beta` \| 2\/2 \| 0\/2 \| \+3\.3% \| flipped \(lost\) \|/);
    expect(md).toContain("<details><summary>beta · candidate · trial 0: check failed</summary>");
    expect(md).toContain("FAILED (failures=1)");
  });

  it("escapes table cells and prints the unpaired warning from the manifest", () => {
    expect(mdCell("a|b\nc")).toBe("a\\|b c");
    const v = sampleView();
    v.manifest.options = { unpairedAgainst: { runDir: "/r/old", runId: "old-run", arm: "candidate" } };
    expect(renderMarkdown(v)).toContain("UNPAIRED comparison against stored run old-run (its candidate arm)");
  });
});

describe("writeReports", () => {
  it("writes report.md, report.html and junit.xml, keeps summary.json and appends to the step summary", () => {
    const view = sampleView();
    const dir = writeRunFolder(view);
    const summaryBefore = readFileSync(join(dir, "summary.json"), "utf8");
    const step = join(dir, "..", "step-summary.md");
    writeFileSync(step, "earlier step\n");
    const out = writeReports(dir, { GITHUB_STEP_SUMMARY: step });
    expect(out.files.map((f) => f.slice(dir.length + 1)).sort()).toEqual(["junit.xml", "report.html", "report.md"]);
    expect(readFileSync(join(dir, "summary.json"), "utf8")).toBe(summaryBefore);
    const appended = readFileSync(step, "utf8");
    expect(appended.startsWith("earlier step\n# freecode eval · coding")).toBe(true);
    expect(appended).toBe(`earlier step\n${readFileSync(join(dir, "report.md"), "utf8")}\n`);
  });

  it("recomputes a missing summary.json from trials.jsonl and says so", () => {
    const dir = writeRunFolder(sampleView(), false);
    const out = writeReports(dir, {});
    expect(existsSync(join(dir, "summary.json"))).toBe(true);
    expect(out.view.summaryRecomputed).toBe(true);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toContain("summary.json was missing");
  });

  it("re-renders every format from the files alone, including the gate", () => {
    const view = sampleView();
    const dir = writeRunFolder(view);
    const gate: GateFile = {
      schema: 1, suite: "coding", runId: "run-1", createdAt: "2026-11-30T01:00:00.000Z", mode: "paired", against: null, strict: false,
      verdict: "FAIL", exitCode: 1, reasons: ["case beta lost its pass majority: baseline passed 2/2, candidate 0/2"], warnings: [],
      quarantined: [{ caseId: "gamma", until: "2026-12-14", reason: "flaky" }], decision: view.summary.decision, summary: view.summary,
    };
    writeGateFile(dir, gate);
    const loaded = loadRun(dir);
    for (const f of REPORT_FORMATS) expect(renderReport(loaded, f).length).toBeGreaterThan(100);
    expect(JSON.parse(renderReport(loaded, "json"))).toEqual(JSON.parse(JSON.stringify(view.summary)));
    expect(renderReport(loaded, "table")).toContain("gate: FAIL — case beta lost its pass majority");
    expect(renderReport(loaded, "table")).toContain("quarantined (reported, not gated): gamma until 2026-12-14");
    expect(renderReport(loaded, "md")).toContain("## Gate: FAIL");
  });

  it("refuses a folder that is not a run, naming what is missing", () => {
    const dir = writeRunFolder(sampleView());
    expect(() => loadRun(join(dir, ".."))).toThrow(/no manifest \(is .* a results folder of freecode eval ab\?\)/);
  });
});

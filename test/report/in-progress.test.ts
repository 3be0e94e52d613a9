/**
 * A run still being written (issue 39 item 4): every report says so plainly, with how far it
 * has got, and the viewer marks it, reads it again as it grows and polls while it runs.
 */
import { appendFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRun } from "../../src/report/run-view.ts";
import { renderReport } from "../../src/report/write.ts";
import { ViewerData } from "../../src/report/viewer/data.ts";
import { VIEWER_PAGE } from "../../src/report/viewer/page.ts";
import { acquireRunLock } from "../../src/runner/run-lock.ts";
import { record, sampleRecords, sampleView, writeRunFolder } from "./fixtures.ts";

describe("an unfinished run in every report", () => {
  it("says IN PROGRESS with trials recorded of planned, first and last in the table, in report.md and report.html; not once it is done", () => {
    const dir = writeRunFolder(sampleView(), true, mkdtempSync(join(tmpdir(), "fc-live-")));
    const done = loadRun(dir);
    expect(done.inProgress).toBeNull();
    for (const f of ["table", "md", "html"] as const) expect(renderReport(done, f, 80)).not.toMatch(/IN PROGRESS/);
    const release = acquireRunLock(dir, "eval ab");
    try {
      const v = loadRun(dir);
      const cases = Object.keys(v.manifest.suite.cases).length;
      const recorded = new Set(v.records.map((r) => `${r.caseId}/${r.trial}/${r.arm}`)).size;
      expect(v.inProgress).toEqual({ recorded, planned: cases * v.manifest.trials * 2 });
      const said = `IN PROGRESS: ${recorded} of ${cases * v.manifest.trials * 2} trials recorded`;
      const table = renderReport(v, "table", 80).trim().split("\n");
      expect(table[0]).toContain(said);
      expect(table.slice(-2).join(" ")).toContain(said);
      for (const l of table) expect([...l].length).toBeLessThanOrEqual(80);
      expect(renderReport(v, "md")).toContain(`> ${said}`);
      expect(renderReport(v, "html")).toContain(`<div class="banner in-progress"><b>${said}`);
    } finally {
      release();
    }
  });

  it("the viewer marks it, reads it again when trials.jsonl grows, and the page polls while it runs", () => {
    const parent = mkdtempSync(join(tmpdir(), "fc-live-view-"));
    const dir = writeRunFolder(sampleView(), false, parent);
    const release = acquireRunLock(dir, "eval ab");
    try {
      const data = new ViewerData([dir]);
      const id = loadRun(dir).manifest.runId;
      const first = data.run(id) as { inProgress: { recorded: number; planned: number } };
      expect(first.inProgress.recorded).toBe(new Set(sampleRecords().map((r) => `${r.caseId}/${r.trial}/${r.arm}`)).size);
      expect(data.list()[0]?.decision).toMatch(/\(in progress: \d+ of \d+ trials\)$/);
      // One more trial lands: the next read shows it.
      appendFileSync(join(dir, "trials.jsonl"), `${JSON.stringify(record({ caseId: sampleRecords()[0]!.caseId, trial: 9, arm: "baseline" }))}\n`);
      const next = data.run(id) as { inProgress: { recorded: number } };
      expect(next.inProgress.recorded).toBe(first.inProgress.recorded + 1);
    } finally {
      release();
    }
    expect((new ViewerData([dir]).run(loadRun(dir).manifest.runId) as { inProgress: unknown }).inProgress).toBeNull();
    expect(VIEWER_PAGE).toContain("IN PROGRESS: ");
    expect(VIEWER_PAGE).toMatch(/interim verdict: /);
    expect(VIEWER_PAGE).toMatch(/setTimeout\(\(\) => \{ if \(location\.hash === "#\/run\/" \+ encodeURIComponent\(id\)\) route\(\); \}, 5000\)/);
  });
});

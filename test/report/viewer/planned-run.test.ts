/**
 * `eval view` on a run planned with `eval ab --max-trials 0` (manifest.json, no trials): listed
 * as planned with its suite, and its page (`/api/run/<id>`) is the plan, not an HTTP 500.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PLANNED, ViewerData } from "../../../src/report/viewer/data.ts";
import { startViewer } from "../../../src/report/viewer/server.ts";
import { loadRun } from "../../../src/report/run-view.ts";
import { readTrialsInput } from "../../../src/results/trials-input.ts";
import { manifest, sampleView, writeRunFolder } from "../fixtures.ts";

function plannedRun(parent: string, emptyTrials = false): string {
  const m = manifest(["cite-line", "ambiguous-anchor"], { runId: "plan0", trials: 3, createdAt: "2026-12-01T00:00:00.000Z", outcome: { modelsServed: [], stoppedBy: "stopped after 0 trials at --max-trials 0", notStarted: 12, finishedAt: "2026-12-01T00:00:01.000Z" } });
  const dir = join(parent, "plan0");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(m));
  if (emptyTrials) writeFileSync(join(dir, "trials.jsonl"), "");
  return dir;
}

describe("eval view: a planned run (no trials yet)", () => {
  const parent = mkdtempSync(join(tmpdir(), "fc-view-plan-"));
  const dir = plannedRun(parent);
  writeRunFolder(sampleView(), true, parent);
  let close = () => {};
  afterAll(() => close());

  it("lists it as planned with its suite, cases and trials, beside a run with trials", () => {
    const v = new ViewerData([dir, join(parent, "run-1")]);
    const list = v.list();
    expect(list.find((r) => r.id === "plan0")).toEqual({
      id: "plan0", suite: "coding", createdAt: "2026-12-01T00:00:00.000Z", decision: PLANNED, cases: 2, trials: 3, baseline: "defaults", candidate: "env:X=1",
    });
    expect(list.find((r) => r.id === "run-1")?.decision).not.toMatch(/unreadable|planned/);
    // An empty trials.jsonl (the first trial still running) is planned too, not unreadable.
    const empty = plannedRun(mkdtempSync(join(tmpdir(), "fc-view-plan-")), true);
    expect(new ViewerData([empty]).list()[0]?.decision).toBe(PLANNED);
  });

  it("serves its page as the plan (HTTP 200) and a pair of it as not found (404)", async () => {
    const { server, url } = await startViewer([dir], 0);
    close = () => server.close();
    const run = await fetch(`${url}api/run/plan0`);
    expect(run.status).toBe(200);
    const body = await run.json() as { planned: boolean; summary: unknown; plan: { cases: string[]; trials: number; trialsPlanned: number; resume: string; stoppedBy: string } };
    expect(body.planned).toBe(true);
    expect(body.summary).toBeNull();
    expect(body.plan).toMatchObject({ cases: ["cite-line", "ambiguous-anchor"], trials: 3, trialsPlanned: 12, resume: `freecode eval ab --resume ${dir}`, stoppedBy: "stopped after 0 trials at --max-trials 0" });
    const pair = await fetch(`${url}api/pair/plan0/cite-line/0`);
    expect(pair.status).toBe(404);
    expect(((await pair.json()) as { error: string }).error).toBe(`run plan0 is ${PLANNED}`);
    const runs = await (await fetch(`${url}api/runs`)).json() as Array<{ decision: string; suite: string }>;
    expect(runs).toMatchObject([{ decision: PLANNED, suite: "coding" }]);
  });

  it("eval report and eval analyze say the same of it: planned, and the command that runs it", async () => {
    const said = `${dir}: a planned run, no trials yet (manifest.json only, as eval ab --max-trials 0 leaves it); run it with: freecode eval ab --resume ${dir}`;
    expect(() => loadRun(dir)).toThrow(said);
    await expect(readTrialsInput(dir)).rejects.toThrow(said);
  });
});

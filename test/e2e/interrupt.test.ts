/**
 * Ctrl-C during `eval ab`: a real SIGINT to a child run while a trial is in progress. The run
 * must remove the workspaces of the trials it cuts short ($TMPDIR is a folder of the test's,
 * empty afterwards) and say truthfully whether anything can be resumed.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "./helpers.ts";

async function until(what: string, ok: () => boolean, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `eval ab` with both arms given as commands, TMPDIR pointed at a fresh folder. */
function start(baseline: string, candidate: string, extra: string[] = []) {
  const t = tempSuite(["cite-line"]);
  const tmp = mkdtempSync(join(tmpdir(), "fc-int-tmp-"));
  const runDir = join(t.results, "r");
  const child = execa(process.execPath, [BIN, "eval", "ab", t.suite, "--baseline", baseline, "--candidate", candidate, "--quiet", "--results-dir", t.results, "--run-id", "r", "--concurrency", "1", ...extra], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TMPDIR: tmp }, extendEnv: false, reject: false, cwd: t.dir,
  });
  return { child, tmp, runDir, dir: t.dir, suite: t.suite };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const workspaces = (tmp: string) => readdirSync(tmp).filter((f) => f.startsWith("freecode-cite-line-"));

describe("SIGINT during eval ab", () => {
  it("with no trial finished: removes the live workspace and the run folder, ends the agent and says to run again", async () => {
    const marks = mkdtempSync(join(tmpdir(), "fc-int-marks-"));
    const running = join(marks, "running");
    // The file `running` holds the agent's pid; exec keeps that pid for the sleep.
    const { child, tmp, runDir } = start(`agent:command=echo $$ > ${running}; exec sleep 60`, `agent:command=echo $$ > ${running}; exec sleep 61`);
    await until("the first trial's agent to start", () => existsSync(join(runDir, "traces")) && existsSync(running) && readFileSync(running, "utf8").trim() !== "");
    expect(workspaces(tmp)).toHaveLength(1); // the interrupt has something to remove
    child.kill("SIGINT");
    const r = await child;
    expect(r.exitCode).toBe(130);
    // The advice is true (issue 22): the folder is gone, so the same command (same --run-id) starts over.
    expect(r.stderr).toContain(`interrupted (SIGINT); no trial had finished; removed ${runDir}: run the command again to start over`);
    expect(r.stderr).not.toContain("--resume");
    expect(existsSync(runDir)).toBe(false);
    expect(readdirSync(tmp)).toEqual([]);
    const pid = Number(readFileSync(running, "utf8"));
    expect(pid).toBeGreaterThan(0);
    await until("the agent to be gone", () => !alive(pid), 5_000);
  }, 120_000);

  it("after a finished trial: removes the live workspace and points at trials.jsonl to resume", async () => {
    const marks = mkdtempSync(join(tmpdir(), "fc-int-marks-"));
    const [once, running] = [join(marks, "once"), join(marks, "running")];
    // The candidate's first trial returns at once; its second one (or the baseline's) then hangs.
    const hang = (name: string) => `agent:command=if [ -e ${once} ]; then touch ${running}; sleep 60; fi; touch ${once}; echo ${name}`;
    const { child, tmp, runDir, suite } = start(hang("b"), hang("c"), ["--trials", "2"]);
    await until("a trial to finish and the next to start", () => existsSync(join(runDir, "trials.jsonl")) && existsSync(running));
    expect(workspaces(tmp)).toHaveLength(1);
    child.kill("SIGINT");
    const r = await child;
    expect(r.exitCode).toBe(130);
    expect(r.stderr).toContain(`interrupted (SIGINT); every finished trial (1) is in ${runDir}/trials.jsonl. Continue with: freecode eval ab --resume ${runDir}`);
    expect(readdirSync(tmp)).toEqual([]);
    // Nothing in flight is left for a resume to sweep (EVAL.md: live/ is empty once the run ends).
    expect(existsSync(join(runDir, "live")) ? readdirSync(join(runDir, "live")) : []).toEqual([]);
  }, 120_000);
});

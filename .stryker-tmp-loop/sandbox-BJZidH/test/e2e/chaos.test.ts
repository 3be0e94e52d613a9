/**
 * Chaos: a run whose trials leave processes behind on purpose (bash tool calls that background
 * long sleeps), hang (an agent past its timeout, a check that never ends, a setup that never
 * ends), is stopped with SIGTERM, resumed, killed with -9 mid-run, and resumed twice at once.
 * Nothing of the run may survive, no workspace may be left, every timeout must hold within
 * 2 s, and the planned trial set must be recorded exactly once; of the two resumes started
 * together, one runs and the other exits 2 naming the holder.
 */
// @ts-nocheck

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { taggedPids } from "../../src/proc/reap.mjs";
import { BIN } from "./helpers.ts";

const RUN_ID = `chaos-${process.pid}`;
const TRIALS = 1;
const AGENT_TIMEOUT_SEC = 3;
const CHECK_TIMEOUT_SEC = 2;
const SETUP_TIMEOUT_SEC = 2;
/** Sleep lengths no other process on the machine uses, so survivors can be counted by command line too. */
const SLEEPS = ["sleep 313", "sleep 314", "sleep 315", "sleep 317"];

function caseYaml(id: string, body: string): string {
  return `id: ${id}\ntitle: chaos ${id}\nprompt: Do the ${id} task.\n${body}`;
}

const bashStep = (command: string) => `    - tools:\n        - name: bash\n          input: {command: ${JSON.stringify(command)}}\n`;

/** A project with four cases, one per way a trial can leave something behind or hang. */
function chaosProject(): { dir: string; suite: string; results: string; tmp: string } {
  const dir = mkdtempSync(join(tmpdir(), "fc-chaos-"));
  const cases: Record<string, string> = {
    "bg-sleep": `check: {run: "true", timeoutSec: 10}\nsim:\n  steps:\n${bashStep("for i in 1 2 3; do sleep 313 >/dev/null 2>&1 & done; echo started")}    - final: Started.\n`,
    "slow-agent": `timeoutSec: ${AGENT_TIMEOUT_SEC}\ncheck: {run: "true", timeoutSec: 10}\nsim:\n  steps:\n${bashStep("sleep 313 >/dev/null 2>&1 & sleep 314")}    - final: Done.\n`,
    "hang-check": `check: {run: "true && sleep 315", timeoutSec: ${CHECK_TIMEOUT_SEC}}\nsim:\n  steps:\n${bashStep("echo hi")}    - final: Done.\n`,
    "hang-setup": `setup: ["sleep 317"]\nsetupTimeoutSec: ${SETUP_TIMEOUT_SEC}\ncheck: {run: "true", timeoutSec: 10}\nsim:\n  steps:\n${bashStep("echo hi")}    - final: Done.\n`,
  };
  for (const [id, body] of Object.entries(cases)) {
    mkdirSync(join(dir, "cases", id, "workspace"), { recursive: true });
    writeFileSync(join(dir, "cases", id, "workspace", "a.txt"), "good\n");
    writeFileSync(join(dir, "cases", id, "case.yaml"), caseYaml(id, body));
  }
  mkdirSync(join(dir, "suites"));
  const suite = join(dir, "suites", "chaos.yaml");
  writeFileSync(suite, `name: chaos\ncases: [${Object.keys(cases).join(", ")}]\ntrials: ${TRIALS}\ntimeoutSec: 20\nmaxTurns: 4\n`);
  const tmp = join(dir, "tmp");
  mkdirSync(tmp);
  return { dir, suite, results: join(dir, "results"), tmp };
}

function evalAb(p: ReturnType<typeof chaosProject>, extra: string[]) {
  return execa(process.execPath, [BIN, "eval", "ab", p.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--provider", "sim", "--quiet",
    "--results-dir", p.results, "--concurrency", "4", "--infra-retries", "0", ...extra], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TMPDIR: p.tmp }, extendEnv: false, reject: false, cwd: p.dir, all: true,
  });
}

const lines = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter((l) => l.trim()) : []);

async function until(what: string, ok: () => boolean, ms = 40_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Processes of the run still alive: by the trial tag, and (independently of it) by the sleeps' command lines. */
function survivors(): { tagged: number; sleeps: number } {
  let sleeps = 0;
  for (const name of readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, "latin1").replace(/\0/g, " ").trim();
      const state = readFileSync(`/proc/${name}/stat`, "latin1").replace(/^.*\) /, "")[0];
      if (state !== "Z" && SLEEPS.some((s) => cmd === s)) sleeps++;
    } catch {
      /* gone */
    }
  }
  return { tagged: taggedPids(`fc-${RUN_ID}-`).length, sleeps };
}

const workspaces = (tmp: string) => readdirSync(tmp).filter((f) => f.startsWith("freecode-"));

describe.runIf(process.platform === "linux")("chaos: nothing outlives a trial, nothing is recorded twice", () => {
  it("survives SIGTERM, kill -9 and a double resume with 0 survivors, 0 abandoned workspaces, bounded timeouts and the planned trial set once", async () => {
    const p = chaosProject();
    const runDir = join(p.results, RUN_ID);
    const trialsFile = join(runDir, "trials.jsonl");
    const figures: Record<string, unknown> = {};

    // 1. SIGTERM after a few trials.
    const first = evalAb(p, ["--run-id", RUN_ID]);
    await until("2 trials recorded", () => lines(trialsFile).length >= 2);
    first.kill("SIGTERM");
    const r1 = await first;
    expect(r1.exitCode, r1.all).toBe(143);
    // The harness ends its trials' groups on SIGTERM; on a loaded machine that can take a moment.
    await until("the terminated run's processes to end", () => survivors().tagged === 0 && survivors().sleeps === 0, 5000).catch(() => {});
    figures.afterSigterm = { ...survivors(), workspaces: workspaces(p.tmp).length, records: lines(trialsFile).length };
    console.log(`chaos: after SIGTERM ${JSON.stringify(figures.afterSigterm)}`);
    expect(survivors()).toEqual({ tagged: 0, sleeps: 0 });

    // 2. Resume, then kill -9 while trials are in flight.
    const before = lines(trialsFile).length;
    const second = evalAb(p, ["--resume", runDir]);
    await until("a trial recorded and others in flight", () => lines(trialsFile).length > before && existsSync(join(runDir, "live")) && readdirSync(join(runDir, "live")).length > 0);
    second.kill("SIGKILL");
    await second;
    // The watchers see their harness gone and end every trial's processes.
    await until("the killed run's processes to end", () => survivors().tagged === 0 && survivors().sleeps === 0, 5000).catch(() => {});
    figures.afterKill9 = { ...survivors(), workspacesLeft: workspaces(p.tmp).length, liveEntries: readdirSync(join(runDir, "live")).length, records: lines(trialsFile).length };
    console.log(`chaos: after kill -9 ${JSON.stringify(figures.afterKill9)}`);
    expect(survivors()).toEqual({ tagged: 0, sleeps: 0 });

    // 3. Two resumes at once: one runs (and sweeps what the killed run left), the other is refused.
    const [a, b] = await Promise.all([evalAb(p, ["--resume", runDir]), evalAb(p, ["--resume", runDir])]);
    const codes = [a.exitCode, b.exitCode].sort();
    figures.doubleResume = codes;
    console.log(`chaos: double resume exit codes ${JSON.stringify(codes)}`);
    const refused = [a, b].find((x) => x.exitCode === 2);
    expect(refused?.all, `${a.all}\n---\n${b.all}`).toMatch(/is being written by pid \d+ on .+ since .+ \(eval ab --resume\)/);
    // hang-setup is an infra error in every trial of both arms: the run is INVALID (exit 3).
    expect(codes).toEqual([2, 3]);

    // 4. Nothing survives, nothing is left, every planned trial is recorded once.
    const final = survivors();
    const left = workspaces(p.tmp);
    const live = readdirSync(join(runDir, "live"));
    const records = lines(trialsFile).map((l) => JSON.parse(l) as { caseId: string; trial: number; arm: string; status: string; wallMs: number; agentWallMs: number; outcome: string; checks: Array<{ explanation: string }>; infraReason?: string });
    const keys = records.map((r) => `${r.caseId}.${r.trial}.${r.arm}`);
    const planned = ["bg-sleep", "slow-agent", "hang-check", "hang-setup"].flatMap((c) => Array.from({ length: TRIALS }, (_, t) => [`${c}.${t}.baseline`, `${c}.${t}.candidate`]).flat());
    figures.final = { ...final, workspaces: left.length, liveEntries: live.length, records: records.length, distinct: new Set(keys).size, planned: planned.length };
    expect(final).toEqual({ tagged: 0, sleeps: 0 });
    expect(left).toEqual([]);
    expect(live).toEqual([]);
    expect([...keys].sort()).toEqual([...planned].sort());

    // Every timeout held within 2 s: the agent's by its wall time (watcher start-up included),
    // the check's and the setup's by when their process group ended, as their records say.
    const over = (ms: number, limitSec: number) => ms - limitSec * 1000;
    const endedAt = (text: string) => 1000 * Number(/ended at ([\d.]+) s/.exec(text)?.[1] ?? NaN);
    const agentOver = records.filter((r) => r.caseId === "slow-agent").map((r) => over(r.agentWallMs, AGENT_TIMEOUT_SEC));
    const checkOver = records.filter((r) => r.caseId === "hang-check").map((r) => over(endedAt(r.checks[0]!.explanation), CHECK_TIMEOUT_SEC));
    const setupOver = records.filter((r) => r.caseId === "hang-setup").map((r) => over(endedAt(r.infraReason ?? ""), SETUP_TIMEOUT_SEC));
    figures.overshootMs = { agent: Math.max(...agentOver), check: Math.max(...checkOver), setup: Math.max(...setupOver) };
    expect(records.filter((r) => r.caseId === "slow-agent").every((r) => r.outcome === "timeout")).toBe(true);
    expect(records.filter((r) => r.caseId === "hang-check").every((r) => r.checks[0]!.explanation.includes(`timed out after ${CHECK_TIMEOUT_SEC} s`))).toBe(true);
    expect(records.filter((r) => r.caseId === "hang-setup").every((r) => r.status === "infra_error" && /setup timed out after 2 s/.test(r.infraReason ?? ""))).toBe(true);
    expect(Math.max(...agentOver, ...checkOver, ...setupOver)).toBeLessThan(2000);
    console.log(`chaos: figures ${JSON.stringify(figures)}`);
  }, 240_000);
});

/**
 * SIGTERM to the other commands that run trials or a case's commands — `eval gate` (and so
 * `eval release`, which runs the same gate) and `validate --prove` — while a bash tool call's
 * background job (a process group of its own) and a hanging check run: nothing of theirs may
 * survive, and no workspace or proving folder may be left in $TMPDIR.
 */
// @ts-nocheck

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN } from "./helpers.ts";

/** Sleep lengths no other process on the machine uses, so survivors can be counted by command line. */
const SLEEPS = ["sleep 323", "sleep 324", "sleep 325"];

/** A project with one case whose agent backgrounds sleeps and whose check hangs once the agent has run. */
function project(): { dir: string; suite: string; results: string; tmp: string; started: string } {
  const dir = mkdtempSync(join(tmpdir(), "fc-intgate-"));
  const started = join(dir, "started");
  const ws = join(dir, "cases", "bg", "workspace");
  mkdirSync(ws, { recursive: true });
  mkdirSync(join(dir, "cases", "bg", "solution"));
  writeFileSync(join(ws, "a.txt"), "bad\n");
  writeFileSync(join(dir, "cases", "bg", "solution", "a.txt"), "good\n");
  const bash = "for i in 1 2; do sleep 323 >/dev/null 2>&1 & done; echo good > a.txt";
  // The check hangs (sleep 324, then 325 in a group of its own) but never on the untouched workspace, so
  // --prove gets past its first step; `started` says a hanging check is under way.
  const check = `grep -q good a.txt || exit 1; touch ${started}; (setsid sleep 325 >/dev/null 2>&1 &); sleep 324`;
  writeFileSync(join(dir, "cases", "bg", "case.yaml"), [
    "id: bg", "title: background jobs and a hanging check", "prompt: Make a.txt say good.",
    `check: {run: ${JSON.stringify(check)}, timeoutSec: 60}`,
    "sim:", "  steps:", "    - tools:", "        - name: bash", `          input: {command: ${JSON.stringify(bash)}}`, "    - final: Done.", "",
  ].join("\n"));
  mkdirSync(join(dir, "suites"));
  const suite = join(dir, "suites", "bg.yaml");
  writeFileSync(suite, "name: bg\ncases: [bg]\ntrials: 2\ntimeoutSec: 90\nmaxTurns: 4\n");
  const tmp = join(dir, "tmp");
  mkdirSync(tmp);
  return { dir, suite, results: join(dir, "results"), tmp, started };
}

function sleepsAlive(): number {
  let n = 0;
  for (const name of readdirSync("/proc").filter((x) => /^\d+$/.test(x))) {
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, "latin1").replace(/\0/g, " ").trim();
      const state = readFileSync(`/proc/${name}/stat`, "latin1").replace(/^.*\) /, "")[0];
      if (state !== "Z" && SLEEPS.includes(cmd)) n++;
    } catch {
      /* gone */
    }
  }
  return n;
}

async function until(what: string, ok: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function freecode(p: ReturnType<typeof project>, args: string[]) {
  return execa(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TMPDIR: p.tmp }, extendEnv: false, reject: false, cwd: p.dir, all: true,
  });
}

describe.runIf(process.platform === "linux")("SIGTERM to the other commands that run trials", () => {
  it.each([
    ["eval gate", (p: ReturnType<typeof project>) => ["eval", "gate", p.suite, "--baseline", "env:FREECODE_READ_LINE_NUMBERS=1", "--provider", "sim", "--quiet", "--results-dir", p.results, "--concurrency", "2", "--infra-retries", "0"]],
    ["validate --prove", (p: ReturnType<typeof project>) => ["eval", "validate", p.suite, "--prove"]],
  ])("%s: 0 processes and 0 temporary folders left, exit 143", async (name, args) => {
    const p = project();
    const child = freecode(p, args(p));
    // Mid-run: the hanging check has started (after the agent's background sleeps, for the gate).
    await until("a hanging check", () => existsSync(p.started) && sleepsAlive() >= (name === "eval gate" ? 3 : 2));
    const before = { sleeps: sleepsAlive(), folders: readdirSync(p.tmp).length };
    child.kill("SIGTERM");
    const r = await child;
    await until("the processes to end", () => sleepsAlive() === 0, 5000).catch(() => {});
    const after = { sleeps: sleepsAlive(), folders: readdirSync(p.tmp) };
    console.log(`${name}: before SIGTERM ${JSON.stringify(before)}, after ${JSON.stringify({ sleeps: after.sleeps, folders: after.folders.length })}, exit ${r.exitCode}`);
    expect(before.folders).toBeGreaterThan(0);
    expect(r.exitCode, r.all).toBe(143);
    expect(r.all).toContain("interrupted (SIGTERM)");
    expect(after).toEqual({ sleeps: 0, folders: [] });
  }, 120_000);
});

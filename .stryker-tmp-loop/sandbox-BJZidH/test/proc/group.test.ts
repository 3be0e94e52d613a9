// @ts-nocheck
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { running } from "../e2e/helpers.ts";
import { killRunningGroups, runInProcessGroup } from "../../src/proc/group.ts";
import { ROOT } from "../e2e/helpers.ts";


const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
// A background child whose output goes elsewhere: only a kill of the group can end it.
const LEAVE_CHILD = (pidFile: string) => `sleep 30 >/dev/null 2>&1 & echo $! > ${pidFile}`;

describe("runInProcessGroup", () => {
  it("ends the group when the process exits by itself: no child outlives it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-group-"));
    const pidFile = join(dir, "child.pid");
    const out = await runInProcessGroup({ file: `${LEAVE_CHILD(pidFile)}; echo done >&2; exit 4`, shell: true, cwd: dir, env, timeoutSec: 30 });
    expect(out).toMatchObject({ kind: "exited", code: 4, stderrTail: "done" });
    const child = Number(readFileSync(pidFile, "utf8"));
    await expect.poll(() => running(child), { timeout: 10_000, interval: 50 }).toBe(false);
  });

  it("times out, ends the group, and hands stdout over line by line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-group-"));
    const pidFile = join(dir, "child.pid");
    const lines: string[] = [];
    const out = await runInProcessGroup({ file: `${LEAVE_CHILD(pidFile)}; echo one; echo two; sleep 30`, shell: true, cwd: dir, env, timeoutSec: 1, onLine: (l) => lines.push(l) });
    expect(out.kind).toBe("timed_out");
    expect(lines).toEqual(["one", "two"]);
    const child = Number(readFileSync(pidFile, "utf8"));
    await expect.poll(() => running(child), { timeout: 10_000, interval: 50 }).toBe(false);
  });

  it("returns spawn_failed for a program that does not exist", async () => {
    const out = await runInProcessGroup({ file: "/nonexistent/agent", cwd: tmpdir(), env, timeoutSec: 5 });
    expect(out).toMatchObject({ kind: "spawn_failed", message: expect.stringMatching(/ENOENT/) });
  });

  it("kills the groups still running when the harness exits (an interrupted run)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-group-"));
    const pidFile = join(dir, "child.pid");
    const script = join(dir, "harness.mts"); // ESM, as the harness is
    writeFileSync(script, [
      `import { readFileSync } from "node:fs";`,
      `import { runInProcessGroup } from ${JSON.stringify(join(ROOT, "src/proc/group.ts"))};`,
      `void runInProcessGroup({ file: ${JSON.stringify(`${LEAVE_CHILD(pidFile)}; sleep 30`)}, shell: true, cwd: ${JSON.stringify(dir)}, env: { PATH: process.env.PATH ?? "" }, timeoutSec: 60 });`,
      `const wait = setInterval(() => { try { if (readFileSync(${JSON.stringify(pidFile)}, "utf8").trim()) { clearInterval(wait); process.exit(130); } } catch {} }, 20);`,
    ].join("\n"));
    const r = await execa(process.execPath, ["--import", "tsx", script], { cwd: ROOT, reject: false, timeout: 30_000 });
    expect(r.exitCode).toBe(130);
    const child = Number(readFileSync(pidFile, "utf8"));
    await expect.poll(() => running(child), { timeout: 10_000, interval: 50 }).toBe(false);
  });

  it.each([
    ["process.exit", "process.exit(143)"],
    ["killRunningGroups, then process.exit", "killRunningGroups(); process.exit(143)"],
  ])("%s ends what left the group too (a job in a session of its own), though the watcher dies with the group", async (_name, exit) => {
    const dir = mkdtempSync(join(tmpdir(), "fc-group-"));
    const pidFile = join(dir, "child.pid");
    const script = join(dir, "harness.mts");
    // setsid: a group (and session) of its own, as a bash tool command's background job has.
    writeFileSync(script, [
      `import { readFileSync } from "node:fs";`,
      `import { killRunningGroups, runInProcessGroup } from ${JSON.stringify(join(ROOT, "src/proc/group.ts"))};`,
      `void runInProcessGroup({ file: ${JSON.stringify(`setsid sleep 30 >/dev/null 2>&1 & echo $! > ${pidFile}; sleep 30`)}, shell: true, cwd: ${JSON.stringify(dir)}, env: { PATH: process.env.PATH ?? "" }, timeoutSec: 60 });`,
      `const wait = setInterval(() => { try { if (readFileSync(${JSON.stringify(pidFile)}, "utf8").trim()) { clearInterval(wait); void killRunningGroups; ${exit}; } } catch {} }, 20);`,
    ].join("\n"));
    const r = await execa(process.execPath, ["--import", "tsx", script], { cwd: ROOT, reject: false, timeout: 30_000 });
    expect(r.exitCode).toBe(143);
    const child = Number(readFileSync(pidFile, "utf8"));
    // Ended by the harness on its way out (by its tag): the watcher was killed with its group before it could.
    await expect.poll(() => running(child), { timeout: 3_000, interval: 20 }).toBe(false);
  });
});

/**
 * A run id is unique only within its results folder. Two runs named `r` in two folders (CI jobs
 * on one machine, test files in parallel) must not reap each other's processes: a resume's sweep
 * (and an interrupt) ends the processes of its own run folder only.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { taggedPids, TAG_VAR } from "../../src/proc/reap.mjs";
import { newTrialTag, runTagPrefix, sweepAbandoned } from "../../src/runner/live-trials.ts";

const root = mkdtempSync(join(tmpdir(), "fc-run-tag-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("run tags", () => {
  it("differ between two folders holding a run of the same id, and are the same length", () => {
    const a = join(root, "a", "r");
    const b = join(root, "b", "r");
    expect(runTagPrefix("r", a)).not.toBe(runTagPrefix("r", b));
    expect(runTagPrefix("r", a)).toBe(runTagPrefix("r", join(root, "a", ".", "r")));
    expect(newTrialTag("r", a)).toMatch(/^fc-r-[0-9a-f]{6}-[0-9a-f]{8}$/);
    expect(newTrialTag("r", a).length).toBe(newTrialTag("r", b).length);
  });

  it("a sweep of one run folder leaves a process of the same run id in another folder alone", async () => {
    const a = join(root, "a", "r");
    const b = join(root, "b", "r");
    mkdirSync(a, { recursive: true });
    mkdirSync(b, { recursive: true });
    const tag = newTrialTag("r", a);
    const child = spawn("sleep", ["30"], { env: { PATH: process.env.PATH ?? "", [TAG_VAR]: tag }, stdio: "ignore" });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(taggedPids(tag)).toEqual([child.pid]);
      expect(sweepAbandoned(b, "r").processes).toBe(0);
      expect(taggedPids(tag)).toEqual([child.pid]);
      expect(sweepAbandoned(a, "r").processes).toBe(1);
      await exited;
      expect(taggedPids(tag)).toEqual([]);
    } finally {
      child.kill("SIGKILL");
    }
  }, 30_000);
});

/** Shared bits for the adapter tests: fixture lines with synthetic arrival times, an invocation. */
// @ts-nocheck

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { AgentInvocation } from "../../src/runner/agent-process.ts";
import type { TimedLine } from "../../src/runner/adapters/spawn.ts";

export const FIXTURES = resolve(import.meta.dirname, "fixtures");
export const T0 = 1_800_000_000_000;

/** A fixture's lines, the k-th arriving at T0 + (k+1) × stepMs. */
export function timedFixture(name: string, stepMs = 100): TimedLine[] {
  return readFileSync(join(FIXTURES, name), "utf8").split("\n").filter((l) => l.trim()).map((line, k) => ({ line, t: T0 + (k + 1) * stepMs }));
}

/** Lines of JSON objects with arrival times 100 ms apart. */
export function timed(objects: object[]): TimedLine[] {
  return objects.map((o, k) => ({ line: JSON.stringify(o), t: T0 + (k + 1) * 100 }));
}

/** An invocation in a fresh temporary trial folder (workspace, prompt file, trace path). */
export function invocation(over: Partial<AgentInvocation> = {}, prompt = "Fix the failing test."): AgentInvocation {
  const root = mkdtempSync(join(tmpdir(), "fc-adapter-"));
  const cwd = join(root, "ws");
  mkdirSync(cwd);
  mkdirSync(join(root, "traces"));
  const promptFile = join(root, "prompt.txt");
  writeFileSync(promptFile, prompt);
  return {
    cwd, promptFile, tracePath: join(root, "traces", "case.1.candidate.jsonl"), model: "claude-sonnet-5-5", maxTurns: 10,
    timeoutSec: 30, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: root }, ...over,
  };
}

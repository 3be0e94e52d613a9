/**
 * Class 12: repeatedCalls counts waste only. A repeat is an identical call (exact input) whose
 * result is identical to an earlier one's with no workspace change in between. Sessions run
 * through the real agent loop (scripted API), metrics computed from the trace file.
 */
// @ts-nocheck

import { describe, it, expect } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runAgent } from "../../src/agent/session.ts";
import { parseTrace, type ToolCallEvent } from "../../src/trace/index.ts";
import { metricsFromTrace, repeatKey } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { answer, callTools, type ScriptedResponse } from "../agent/helpers/scripted-api.ts";
import { scriptedApi } from "../agent/helpers/scripted-api.ts";
import { tempWorkspace } from "../agent/helpers/workspace.ts";

const pricing = loadPricing();
let n = 0;
const step = (name: string, input: Record<string, unknown>): ScriptedResponse => callTools({ id: `toolu_${++n}`, name, input });

async function repeatedCalls(files: Record<string, string>, steps: ScriptedResponse[]): Promise<number> {
  const cwd = tempWorkspace(files);
  const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "freecode-trace-")), "t.jsonl");
  const api = scriptedApi([...steps, answer("done")]);
  await runAgent({ cwd, prompt: "p", model: "claude-sonnet-5-5", maxTurns: 20, tracePath, env: {}, baseURL: "http://127.0.0.1:9", apiKey: "sk-test", fetch: api.fetch, retry: { baseDelayMs: 1 } });
  return metricsFromTrace(parseTrace(fs.readFileSync(tracePath, "utf8")), pricing).repeatedCalls;
}

const CHECK = { "check.sh": "grep -q fixed app.txt && echo PASS || echo FAIL\n", "app.txt": "broken\n" };

describe("repeatedCalls", () => {
  it("counts a test re-run with nothing changed and the same output", async () => {
    expect(await repeatedCalls(CHECK, [step("bash", { command: "sh check.sh" }), step("bash", { command: "sh check.sh" }), step("bash", { command: "sh check.sh" })])).toBe(2);
  });

  it("counts a re-read of an unchanged file, including after read-only calls in between", async () => {
    expect(await repeatedCalls(CHECK, [step("read", { path: "app.txt" }), step("grep", { pattern: "x" }), step("bash", { command: "cat check.sh" }), step("read", { path: "app.txt" })])).toBe(1);
  });

  it("does not count a corrected retry: one character of the input differs (whitespace included)", async () => {
    expect(await repeatedCalls(CHECK, [step("bash", { command: "sh  check.sh" }), step("bash", { command: "sh check.sh" })])).toBe(0);
    expect(await repeatedCalls(CHECK, [step("edit", { path: "app.txt", old_string: "broken ", new_string: "fixed" }), step("edit", { path: "app.txt", old_string: "broken", new_string: "fixed" })])).toBe(0);
  });

  it("does not count a re-run after the workspace changed, even when the output is the same", async () => {
    const steps = [
      step("bash", { command: "sh check.sh" }),
      step("edit", { path: "app.txt", old_string: "broken", new_string: "still broken" }),
      step("bash", { command: "sh check.sh" }),
      step("bash", { command: "echo more >> notes.txt" }),
      step("bash", { command: "sh check.sh" }),
    ];
    expect(await repeatedCalls(CHECK, steps)).toBe(0);
  });

  it("does not count an identical call whose result differs", async () => {
    // The nanoseconds differ from run to run: a different result is new information, not waste.
    const steps = [step("bash", { command: "date +%N" }), step("bash", { command: "date +%N" })];
    expect(await repeatedCalls({}, steps)).toBe(0);
  });

  it("counts an identical failing edit retried unchanged (same error, nothing changed)", async () => {
    const bad = { path: "app.txt", old_string: "absent", new_string: "x" };
    expect(await repeatedCalls(CHECK, [step("edit", bad), step("edit", bad)])).toBe(1);
  });

  it("traces without digests (external agents) fall back to tool and canonical input", () => {
    const e = { type: "tool.call", t: 0, turn: 1, id: "x", name: "Bash", input: '{"command":"ls"}', ok: true, outputChars: 1, visibleChars: 1, elided: false, durationMs: 1 } as ToolCallEvent;
    expect(repeatKey(e, 0)).toBe('Bash\0{"command":"ls"}');
    expect(repeatKey({ ...e, inputSha256: "i", resultSha256: "r" }, 3)).toBe("i\0r\x003");
  });
});

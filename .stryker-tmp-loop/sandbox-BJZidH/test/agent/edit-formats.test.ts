/**
 * FREECODE_EDIT_FORMAT end to end: the real agent, through the real SDK, against the simulator,
 * which renders one trajectory change (`edit` old → new) in the format the request's tools
 * allow. Each test asserts the bytes on disk.
 */
// @ts-nocheck

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runAgent } from "../../src/agent/session.ts";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { elisionChance } from "../../src/sim/edit-render.ts";
import { uniform } from "../../src/sim/noise.ts";
import { startSimServer, type SimServer } from "../../src/sim/server.ts";
import type { SimSpec } from "../../src/suite/schema.ts";
import { tempWorkspace } from "./helpers/workspace.ts";

/** A 1,400-line module (about 13,000 tokens: no rewrite fits an 8,192 cap). */
const big = Array.from({ length: 700 }, (_, i) => `def handler_${i}(request, context):\n    return dispatch(request, "route_${i}", context)`).join("\n") + "\n";
/** 2,000 short lines: a rewrite fits a 64,000 cap, and elides with chance elisionChance(2000). */
const long = Array.from({ length: 2000 }, (_, i) => `v${i} = ${i}`).join("\n") + "\n";
const small = "def total(items):\n    return sum(i.price for i in items)\n\n\ndef count(items):\n    return len(items)\n";
const crlf = "a = 1\r\nb = 2\r\nc = 3\r\nd = 4\r\ne = 5\r\nf = 6\r\ng = 7"; // CRLF, no final newline

const edit = (p: string, old_string: string, new_string: string) => ({ name: "edit" as const, input: { path: p, old_string, new_string } });
const cases: Record<string, SimSpec> = {
  small: { steps: [{ tools: [edit("small.py", "    return len(items)\n", "    return len(list(items))\n")] }, { final: "done" }] },
  big: { steps: [{ text: "Changing one handler.", tools: [edit("big.py", `    return dispatch(request, "route_350", context)\n`, `    return dispatch(request, "route_350_v2", context)\n`)] }, { final: "done" }] },
  long: { steps: [{ tools: [edit("long.py", "v1000 = 1000\n", "v1000 = -1000\n")] }, { final: "done" }] },
  crlf: { steps: [{ tools: [edit("crlf.py", "d = 4\n", "d = 40\n")] }, { final: "done" }] },
};
const pristine = { "small.py": small, "big.py": big, "long.py": long, "crlf.py": crlf };

let server: SimServer;
beforeAll(async () => {
  server = await startSimServer({ cases: Object.entries(cases).map(([id, sim]) => ({ id, sim, workspaceDir: tempWorkspace(pristine) })), noise: 0 });
});
afterAll(async () => { await server?.close(); });

async function trial(caseId: string, format: string, o: { maxTokens?: number; seed?: number; env?: Record<string, string> } = {}) {
  const cwd = tempWorkspace(pristine);
  const apiKey = `key-${caseId}-${format}-${Math.random()}`;
  server.registerTrial(apiKey, { caseId, seed: o.seed ?? 1, workspaceDir: cwd });
  const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fc-fmt-")), "trace.jsonl");
  const end = await runAgent({
    cwd, prompt: "do it", model: "claude-sonnet-5-5", maxTurns: 10, tracePath, baseURL: server.url, apiKey,
    env: { FREECODE_EDIT_FORMAT: format, ...o.env }, maxTokens: o.maxTokens ?? 8192,
  });
  const events = parseTrace(fs.readFileSync(tracePath, "utf8"));
  const of = <T extends TraceEvent["type"]>(type: T) => events.filter((e) => e.type === type) as Extract<TraceEvent, { type: T }>[];
  const file = (p: string) => fs.readFileSync(path.join(cwd, p), "utf8");
  return { end, of, file, start: of("session.start")[0]! };
}

describe("FREECODE_EDIT_FORMAT", () => {
  it("is written into session.start.flags and sets the tools and the prompt's editing paragraph", async () => {
    const tools = async (format: string) => {
      const t = await trial("small", format);
      expect(t.start.flags.FREECODE_EDIT_FORMAT).toBe(format);
      return { names: t.start.promptBlock!.tools.map((x) => x.name), system: t.start.promptBlock!.system };
    };
    const sr = await tools("search-replace");
    const wf = await tools("whole-file");
    const ud = await tools("unified-diff");
    const au = await tools("auto");
    expect(sr.names).toEqual(["read", "write", "edit", "bash", "grep", "glob", "output"]);
    expect(wf.names).toEqual(["read", "write", "bash", "grep", "glob", "output"]);
    expect(ud.names).toEqual(["read", "write", "patch", "bash", "grep", "glob", "output"]);
    expect(au.names).toEqual(sr.names);
    expect(sr.system).toContain("edit existing files with the edit tool");
    expect(wf.system).toContain("write its complete new content with the write tool");
    expect(ud.system).toContain("change existing files with the patch tool");
    expect(au.system).toContain("files of fewer than 300 lines");
    expect(new Set([sr.system, wf.system, ud.system, au.system]).size).toBe(4);
  });

  it("an unknown format ends the session as agent_error naming the valid ones", async () => {
    const t = await trial("small", "whole_file");
    expect(t.end.outcome).toBe("agent_error");
    expect(t.end.error).toMatch(/FREECODE_EDIT_FORMAT="whole_file" is not an edit format; use one of search-replace, whole-file, unified-diff, auto/);
    expect(t.file("small.py")).toBe(small);
  });

  it("search-replace: the change arrives as edit; CRLF and the missing final newline are kept", async () => {
    const t = await trial("crlf", "search-replace");
    expect(t.of("tool.call").map((c) => [c.name, c.ok])).toEqual([["edit", true]]);
    expect(t.file("crlf.py")).toBe("a = 1\r\nb = 2\r\nc = 3\r\nd = 40\r\ne = 5\r\nf = 6\r\ng = 7");
  });

  it("whole-file: a small file is rewritten completely with write, byte for byte", async () => {
    const t = await trial("small", "whole-file");
    expect(t.of("tool.call").map((c) => [c.name, c.ok])).toEqual([["write", true]]);
    expect(t.file("small.py")).toBe(small.replace("return len(items)", "return len(list(items))"));
    expect(t.of("guard")).toEqual([]);
  });

  it("whole-file: a 1,400-line rewrite is cut at max_tokens on every attempt; the file stays byte-identical", async () => {
    const t = await trial("big", "whole-file");
    const responses = t.of("model.response");
    const cut = responses.filter((r) => r.stop_reason === "max_tokens");
    expect(cut).toHaveLength(3); // the first attempt and both retries
    expect(cut.every((r) => r.usage.output_tokens === 8192 && r.toolUses[0]?.name === "write")).toBe(true);
    expect(t.of("guard").map((g) => g.guard)).toEqual(["max_tokens", "max_tokens", "max_tokens"]);
    expect(t.of("tool.call")).toEqual([]);
    expect(t.file("big.py")).toBe(big);
  });

  it("whole-file: an elided rewrite is refused and retried; no placeholder ever reaches disk", async () => {
    // A trial seed whose first rewrite elides (the draw edit-render.ts makes for step s0, attempt 0).
    const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((s) => uniform(s, "s0", 0, "long.py", "elision") < elisionChance(2000))!;
    const t = await trial("long", "whole-file", { maxTokens: 64000, seed });
    const guards = t.of("guard").map((g) => g.guard);
    expect(guards[0]).toBe("elision");
    const writes = t.of("tool.call").filter((c) => c.name === "write");
    expect(writes[0]!.ok).toBe(false);
    const text = t.file("long.py");
    expect(text).not.toMatch(/rest of the file unchanged|existing code unchanged/);
    const done = long.replace("v1000 = 1000\n", "v1000 = -1000\n");
    // Either a later attempt wrote the whole file correctly, or every attempt was refused.
    expect(text === done || text === long).toBe(true);
    expect(text === done).toBe(writes.some((w) => w.ok));
  });

  it("unified-diff: the change arrives as a patch; CRLF and the missing final newline are kept", async () => {
    const t = await trial("crlf", "unified-diff");
    expect(t.of("tool.call").map((c) => [c.name, c.ok])).toEqual([["patch", true]]);
    expect(t.file("crlf.py")).toBe("a = 1\r\nb = 2\r\nc = 3\r\nd = 40\r\ne = 5\r\nf = 6\r\ng = 7");
  });

  it("unified-diff: a one-line change in a 1,400-line file is a small patch, well under the cap", async () => {
    const t = await trial("big", "unified-diff");
    expect(t.of("tool.call").map((c) => [c.name, c.ok])).toEqual([["patch", true]]);
    expect(t.of("model.response")[0]!.usage.output_tokens).toBeLessThan(300);
    expect(t.file("big.py")).toBe(big.replace(`"route_350"`, `"route_350_v2"`));
  });

  it("auto: a file under FREECODE_EDIT_AUTO_MAX_LINES is rewritten with write, a larger one edited", async () => {
    const s = await trial("small", "auto");
    expect(s.of("tool.call").map((c) => c.name)).toEqual(["write"]);
    expect(s.file("small.py")).toBe(small.replace("return len(items)", "return len(list(items))"));
    const b = await trial("big", "auto");
    expect(b.of("tool.call").map((c) => [c.name, c.ok])).toEqual([["edit", true]]);
    expect(b.file("big.py")).toBe(big.replace(`"route_350"`, `"route_350_v2"`));
    const lowered = await trial("small", "auto", { env: { FREECODE_EDIT_AUTO_MAX_LINES: "3" } });
    expect(lowered.of("tool.call").map((c) => c.name)).toEqual(["edit"]);
  });
});

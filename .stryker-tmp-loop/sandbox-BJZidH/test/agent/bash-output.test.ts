// @ts-nocheck
import { describe, it, expect } from "vitest";
import { bashTool } from "../../src/agent/tools/bash.ts";
import { outputTool } from "../../src/agent/tools/output.ts";
import { executeToolCall, type ExecCtx } from "../../src/agent/executor.ts";
import { OutputStore } from "../../src/agent/output-store.ts";
import { toolMap } from "../../src/agent/tools/index.ts";
import { ELISION_RE } from "../../src/agent-protocol/formats.ts";
import type { TraceEvent } from "../../src/trace/index.ts";
import { stubCtx, tempWorkspace } from "./helpers/workspace.ts";

function execCtx(cwd: string, env: Record<string, string> = {}) {
  const events: TraceEvent[] = [];
  const ctx: ExecCtx = {
    cwd,
    env,
    store: new OutputStore(),
    turn: 1,
    tools: toolMap(),
    trace: { write: (e) => (events.push({ t: 0, ...e } as TraceEvent), { t: 0, ...e } as TraceEvent) },
  };
  return { ctx, events };
}

describe("bash", () => {
  it("runs in the workspace, combines stdout and stderr, appends the exit code", async () => {
    const ws = tempWorkspace({ "f.txt": "hi\n" });
    const ok = await bashTool.run({ command: "cat f.txt; echo err >&2" }, stubCtx(ws).ctx);
    expect(ok).toMatchObject({ output: "hi\nerr\n[exit code 0]", isError: false, visible: "hi\nerr", trailer: "[exit code 0]" });
    const bad = await bashTool.run({ command: "exit 3" }, stubCtx(ws).ctx);
    expect(bad).toMatchObject({ output: "(no output)\n[exit code 3]", isError: true, trailer: "[exit code 3]" });
  });

  it("kills the whole process group on timeout", async () => {
    const ws = tempWorkspace();
    // The grandchild writes its pid, then would touch a file after 3 s if it survived.
    const r = await bashTool.run({ command: "sh -c 'echo $$ > gc.pid; sleep 3; touch survived' & wait", timeoutSec: 0.5 }, stubCtx(ws).ctx);
    expect(r.isError).toBe(true);
    expect(r.output).toContain("[timed out after 0.5 s; the process group was killed]");
    const fs = await import("node:fs");
    const pid = Number(fs.readFileSync(`${ws}/gc.pid`, "utf8"));
    // Gone, or a zombie waiting for a reaper (containers often lack one): not running.
    const state = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]![0] : "gone";
    expect(["gone", "Z", "X"]).toContain(state);
  });

  it("does not pass the API key to commands", async () => {
    const ws = tempWorkspace();
    const r = await bashTool.run({ command: 'echo "key=[$ANTHROPIC_API_KEY] x=[$X]"' }, stubCtx(ws, { ANTHROPIC_API_KEY: "sk-secret", X: "1" }).ctx);
    expect(r.output).toBe("key=[] x=[1]\n[exit code 0]");
  });
});

describe("output store and paging", () => {
  it("stores a 600 KB output whole, shows the model at most 30,000 characters, pages it back", async () => {
    const ws = tempWorkspace();
    const { ctx, events } = execCtx(ws);
    const cmd = `for i in $(seq 1 20000); do echo "row $i ............................"; done`;
    const res = await executeToolCall({ id: "toolu_big", name: "bash", input: { command: cmd } }, ctx);
    const stored = ctx.store.get("toolu_big")!;
    expect(stored.length).toBeGreaterThan(600_000);
    expect(stored.split("\n").length).toBe(20001);
    // The status line is a trailer, not counted against the cap.
    expect(res.content.length).toBeLessThanOrEqual(30_000 + "\n[exit code 0]".length);
    expect([...res.content.matchAll(ELISION_RE)].map((m) => m[1])).toEqual(["toolu_big"]);
    expect(res.content.endsWith("row 20000 ............................\n[exit code 0]")).toBe(true);
    const call = events.find((e) => e.type === "tool.call")!;
    expect(call).toMatchObject({ name: "bash", ok: true, outputChars: stored.length, visibleChars: res.content.length, elided: true });

    const window = await outputTool.run({ id: "toolu_big", offset: 10000, limit: 2 }, { ...stubCtx(ws).ctx, store: ctx.store });
    expect(window.output).toBe("10000: row 10000 ............................\n10001: row 10001 ............................\n\n[lines 10000-10001 of 20001; continue with offset=10002]");
    const grep = await outputTool.run({ id: "toolu_big", pattern: "^row 1234[0-9] " }, { ...stubCtx(ws).ctx, store: ctx.store });
    expect(grep.output.split("\n").slice(0, 2)).toEqual(["12340: row 12340 ............................", "12341: row 12341 ............................"]);
    expect(grep.output).toContain('[10 lines of 20001 match "^row 1234[0-9] " in output toolu_big]');
    // Every line is retrievable by paging through the windows.
    let offset = 1;
    const back: string[] = [];
    for (;;) {
      const page = await outputTool.run({ id: "toolu_big", offset, limit: 2000 }, { ...stubCtx(ws).ctx, store: ctx.store });
      const [body, footer] = page.output.split("\n\n[");
      back.push(...body!.split("\n").map((l) => l.replace(/^\d+: /, "")));
      const next = /continue with offset=(\d+)/.exec(footer!);
      if (!next) break;
      offset = Number(next[1]);
    }
    expect(back.join("\n")).toBe(stored);
  });

  it("names the ids that exist when the id is unknown", async () => {
    const ws = tempWorkspace();
    const { ctx } = stubCtx(ws);
    ctx.store.put("toolu_a", "x");
    const r = await outputTool.run({ id: "toolu_zz" }, ctx);
    expect(r).toEqual({ output: 'output: no stored output has id "toolu_zz". Stored ids (newest last): "toolu_a". If the output was evicted, run the original command again.', isError: true });
  });

  it("answers a malformed call with a schema error instead of throwing", async () => {
    const { ctx } = execCtx(tempWorkspace());
    const r = await executeToolCall({ id: "t1", name: "read", input: { path: 5 } }, ctx);
    expect(r.isError).toBe(true);
    expect(r.content).toMatch(/^read: path: .*Rewrite the call to fit the tool's input schema\.$/);
    const unknown = await executeToolCall({ id: "t2", name: "nope", input: {} }, ctx);
    expect(unknown.content).toBe('Unknown tool "nope". Available tools: read, write, edit, bash, grep, glob, output.');
  });
});

// @ts-nocheck
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { runBatch, type ExecCtx } from "../../src/agent/executor.ts";
import { OutputStore } from "../../src/agent/output-store.ts";
import { toolMap } from "../../src/agent/tools/index.ts";
import type { Tool } from "../../src/agent/tools/types.ts";
import type { TraceEvent } from "../../src/trace/index.ts";
import { runAgent } from "../../src/agent/session.ts";
import { parseTrace } from "../../src/trace/index.ts";
import { answer, callTools, scriptedApi } from "./helpers/scripted-api.ts";
import { tempWorkspace } from "./helpers/workspace.ts";

/**
 * A rendezvous for `parties` calls: each arrives and waits for the others. If the calls ran
 * one after another the first would wait alone; it gives up after `giveUpMs` and reports
 * false, so a sequential executor fails the test instead of hanging it.
 */
function rendezvous(parties: number, giveUpMs = 5000) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((r) => (release = r));
  return async (): Promise<boolean> => {
    if (++arrived === parties) release();
    let timer: NodeJS.Timeout | undefined;
    const met = await Promise.race([all.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), giveUpMs)))]);
    clearTimeout(timer);
    return met;
  };
}

function ctxWith(tools: Tool<any>[], cwd = tempWorkspace()) {
  const events: TraceEvent[] = [];
  const ctx: ExecCtx = { cwd, env: {}, store: new OutputStore(), turn: 1, tools: toolMap(tools), trace: { write: (e) => (events.push({ t: 0, ...e } as TraceEvent), { t: 0, ...e } as TraceEvent) } };
  return { ctx, events };
}

describe("runBatch", () => {
  it("runs concurrency-safe calls of one response together and returns results in call order", async () => {
    const meet = rendezvous(2);
    const probe: Tool<{ n: number }> = { name: "probe", description: "", input: z.object({ n: z.number() }), concurrencySafe: true, run: async ({ n }) => ({ output: `${n}:${await meet()}`, isError: false }) };
    const { ctx } = ctxWith([probe]);
    const out = await runBatch([{ id: "a", name: "probe", input: { n: 1 } }, { id: "b", name: "probe", input: { n: 2 } }], ctx);
    expect(out.map((o) => o.content)).toEqual(["1:true", "2:true"]);
  });

  it("runs a mutating call alone, after the calls before it and before the calls after it", async () => {
    const log: string[] = [];
    const tick = () => new Promise((r) => setImmediate(r));
    const mk = (name: string, safe: boolean): Tool<{ id: string }> => ({
      name,
      description: "",
      input: z.object({ id: z.string() }),
      concurrencySafe: safe,
      run: async ({ id }) => {
        log.push(`start ${id}`);
        await tick();
        await tick();
        log.push(`end ${id}`);
        return { output: id, isError: false };
      },
    });
    const { ctx } = ctxWith([mk("look", true), mk("change", false)]);
    const calls = [["r1", "look"], ["r2", "look"], ["w1", "change"], ["w2", "change"], ["r3", "look"]].map(([id, name]) => ({ id: id!, name: name!, input: { id } }));
    const out = await runBatch(calls, ctx);
    expect(out.map((o) => o.content)).toEqual(["r1", "r2", "w1", "w2", "r3"]);
    expect(log).toEqual(["start r1", "start r2", "end r1", "end r2", "start w1", "end w1", "start w2", "end w2", "start r3", "end r3"]);
  });
});

describe("two reads in one response, through the SDK", () => {
  it("run concurrently and come back in one user message", async () => {
    const cwd = tempWorkspace({ "a.txt": "A\n", "b.txt": "B\n" });
    // Wrap the real read tool so each call must meet the other before reading.
    const meet = rendezvous(2);
    const { readTool } = await import("../../src/agent/tools/read.ts");
    const met: boolean[] = [];
    const gatedRead: Tool<any> = { ...readTool, run: async (input, c) => (met.push(await meet()), readTool.run(input, c)) };
    const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fc-")), "t.jsonl");
    const api = scriptedApi([
      callTools({ id: "toolu_a", name: "read", input: { path: "a.txt" } }, { id: "toolu_b", name: "read", input: { path: "b.txt" } }),
      answer("ok"),
    ]);
    const { runLoop } = await import("../../src/agent/loop.ts");
    const Anthropic = (await import("@anthropic-ai/sdk")).default;
    const { openTrace } = await import("../../src/trace/index.ts");
    const end = await runLoop({
      client: new Anthropic({ apiKey: "k", baseURL: "http://127.0.0.1:9", fetch: api.fetch, maxRetries: 0 }),
      model: "claude-sonnet-5-5", maxTokens: 1000, maxTurns: 5, system: "s", toolDefs: [], prompt: "p",
      retry: { maxStreamRetries: 0, baseDelayMs: 1 }, progress: { turns: 0 }, cwd, env: {}, store: new OutputStore(),
      trace: openTrace(tracePath), tools: toolMap([gatedRead]),
    });
    expect(end.outcome).toBe("end_turn");
    expect(met).toEqual([true, true]);
    const reply = api.requests[1].messages.at(-1);
    expect(reply.content.map((b: any) => [b.tool_use_id, b.content])).toEqual([
      ["toolu_a", "A\n\n[lines 1-1 of 1; end of file]"],
      ["toolu_b", "B\n\n[lines 1-1 of 1; end of file]"],
    ]);
    expect(parseTrace(fs.readFileSync(tracePath, "utf8")).filter((e) => e.type === "tool.call")).toHaveLength(2);
  });
});

describe("stream failures after HTTP 200", () => {
  const setup = (script: Parameters<typeof scriptedApi>[0], env: Record<string, string> = {}, maxStreamRetries = 3) => {
    const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fc-")), "t.jsonl");
    const api = scriptedApi(script);
    return {
      api,
      trace: () => parseTrace(fs.readFileSync(tracePath, "utf8")),
      run: () => runAgent({ cwd: tempWorkspace(), prompt: "p", model: "claude-sonnet-5-5", maxTurns: 3, tracePath, env, apiKey: "k", baseURL: "http://127.0.0.1:9", fetch: api.fetch, retry: { baseDelayMs: 1, maxStreamRetries } }),
    };
  };

  it("re-sends the turn after an SSE overloaded_error, each retry a guard event", async () => {
    const t = setup([{ content: [], stop_reason: "end_turn", sseError: "overloaded_error" }, { content: [], stop_reason: "end_turn", sseError: "overloaded_error" }, answer("fine")]);
    const end = await t.run();
    expect(end).toMatchObject({ outcome: "end_turn", finalText: "fine" });
    const ev = t.trace();
    expect(ev.filter((e) => e.type === "guard").map((e) => e.type === "guard" && e.guard)).toEqual(["stream_retry", "stream_retry"]);
    expect(ev.filter((e) => e.type === "model.request").map((e) => e.type === "model.request" && e.attempt)).toEqual([1, 2, 3]);
  });

  it("gives up as provider_error past the retry limit", async () => {
    const err = { content: [], stop_reason: "end_turn", sseError: "overloaded_error" };
    const t = setup([err, err, err, err], {}, 2);
    const end = await t.run();
    expect(end.outcome).toBe("provider_error");
    expect(end.error).toMatch(/^the stream failed 3 times; last: /);
    expect(t.api.requests).toHaveLength(3);
  });

  it("aborts a stream idle for FREECODE_STREAM_IDLE_MS and re-sends it", async () => {
    const t = setup([{ content: [], stop_reason: "end_turn", stall: true }, answer("after stall")], { FREECODE_STREAM_IDLE_MS: "200" });
    const end = await t.run();
    expect(end).toMatchObject({ outcome: "end_turn", finalText: "after stall" });
    expect(t.trace().find((e) => e.type === "guard")).toMatchObject({ guard: "stream_idle", detail: "attempt 1: no stream event for 200 ms; aborted" });
  });
});

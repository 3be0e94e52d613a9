import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { loadPricingOverride } from "../../src/providers/pricing-override.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { convertCodex } from "../../src/runner/adapters/codex-events.ts";
import { codexArgs, codexEnv } from "../../src/runner/adapters/codex.ts";
import { invocation, T0, timed, timedFixture } from "./helpers.ts";

const inv = invocation({ model: "gpt-5.1-codex" });
const times = { startedAt: T0, endedAt: T0 + 1300 };
function convert(lines = timedFixture("codex-exec.jsonl")) {
  const { events, recognised } = convertCodex(lines, inv, times);
  return { recognised, events: parseTrace(events.map((e) => JSON.stringify(e)).join("\n")) };
}
const only = <T extends TraceEvent["type"]>(events: TraceEvent[], type: T) => events.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

describe("codex exec --json → trace", () => {
  it("makes one response per turn with the requested model, tool items as its calls, OpenAI usage converted", () => {
    const { events, recognised } = convert();
    expect(recognised).toBe(12);
    expect(events.map((e) => e.type)).toEqual(["session.start", "model.response", "tool.call", "tool.call", "tool.call", "tool.call", "session.end"]);
    const [r] = only(events, "model.response");
    expect(r).toMatchObject({ turn: 1, model: "gpt-5.1-codex", stop_reason: "end_turn", textChars: "Fixed price(): it divided by 10 instead of 100.".length });
    expect(r!.toolUses.map((t) => t.name)).toEqual(["command_execution", "command_execution", "file_change", "command_execution"]);
    // input 24,000 includes 20,000 cached and 1,000 cache writes: 3,000 uncached.
    expect(r!.usage).toEqual({ input_tokens: 3000, cache_read_input_tokens: 20000, cache_creation_input_tokens: 1000, cache_creation_1h_input_tokens: 0, output_tokens: 1500 });
    // Turn from 200 to 1200 ms, less 300 ms in commands.
    expect(r!.latencyMs).toBe(700);
    expect(events[0]).toMatchObject({ agent: "codex", flags: { thread_id: "019a2b3c-4d5e-7f80-9a1b-2c3d4e5f6a7b" } });
    expect(events.at(-1)).toMatchObject({ outcome: "end_turn", turns: 1, finalText: "Fixed price(): it divided by 10 instead of 100." });
  });

  it("records commands with exit status, durations and canonical input; a repeated command counts", () => {
    const { events } = convert();
    const calls = only(events, "tool.call");
    expect(calls.map((c) => [c.id, c.ok, c.durationMs])).toEqual([["item_1", true, 100], ["item_2", false, 100], ["item_3", true, 0], ["item_4", true, 100]]);
    expect(calls[0]!.input).toBe(`{"command":"bash -lc 'cat src/price.py'"}`);
    expect(calls[0]!.outputChars).toBe("def price(cents):\n    return cents / 10\n".length);
    const m = metricsFromTrace(events, loadPricing());
    expect([m.repeatedCalls, m.toolCalls, m.turns, m.maxBatch]).toEqual([1, 4, 1, 4]);
    // An OpenAI model is not in the shipped table: unknown, not free.
    expect(m.costUsd).toBeNull();
  });

  it("prices codex usage from a --pricing file (hand-computed, cache reads and writes included)", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-codex-price-"));
    const file = join(dir, "openai.yaml");
    writeFileSync(file, "models:\n  gpt-5.1-codex: { input: 1.25, output: 10, cacheRead: 0.125, cacheWrite5m: 1.25 }\n");
    // 3,000×1.25 + 20,000×0.125 + 1,000×1.25 + 1,500×10 = 3,750 + 2,500 + 1,250 + 15,000 = 22,500 µ$
    expect(metricsFromTrace(convert().events, loadPricingOverride(file)).costUsd).toBeCloseTo(0.0225, 12);
  });

  it("ends as provider_error on turn.failed or a fatal error event, context_window when the context overflowed", () => {
    const ending = (last: object) => convert(timed([{ type: "thread.started", thread_id: "t" }, { type: "turn.started" }, last])).events.at(-1);
    expect(ending({ type: "turn.failed", error: { message: "stream disconnected before completion: 429 Too Many Requests" } })).toMatchObject({ outcome: "provider_error", error: expect.stringMatching(/429/) });
    expect(ending({ type: "error", message: "exceeded retry limit" })).toMatchObject({ outcome: "provider_error" });
    expect(ending({ type: "turn.failed", error: { message: "Your input exceeds the context window of this model" } })).toMatchObject({ outcome: "context_window" });
    expect(ending({ type: "item.completed", item: { id: "i", type: "agent_message", text: "half" } })).toMatchObject({ outcome: "agent_error", error: expect.stringMatching(/without turn\.completed/) });
  });

  it("builds the exec command line: JSON events, workspace-write sandbox, model, extra args, prompt from stdin", () => {
    expect(codexArgs("gpt-5.1-codex", "-c model_reasoning_effort=high")).toEqual([
      "exec", "--json", "--skip-git-repo-check", "--sandbox", "workspace-write", "-c", "sandbox_workspace_write.exclude_slash_tmp=true",
      "-m", "gpt-5.1-codex", "-c", "model_reasoning_effort=high", "-",
    ]);
  });

  it("a reconnect notice followed by a completed turn is an http_retry, not a provider_error", () => {
    const { events } = convert(timed([
      { type: "thread.started", thread_id: "t" }, { type: "turn.started" },
      { type: "error", message: "Reconnecting... 1/5 (stream disconnected before completion: stream closed before response.completed)" },
      { type: "item.completed", item: { id: "m", type: "agent_message", text: "done" } },
      { type: "turn.completed", usage: { input_tokens: 10, cached_input_tokens: 0, output_tokens: 2 } },
    ]));
    expect(events.at(-1)).toMatchObject({ outcome: "end_turn", finalText: "done" });
    const m = metricsFromTrace(events, loadPricing());
    expect([m.httpRetries, m.guardTrips]).toEqual([1, 0]);
  });

  it("failed, declined and never-completed commands are failed tool calls", () => {
    const cmd = (id: string, extra: object) => ({ id, type: "command_execution", command: `c${id}`, aggregated_output: "", ...extra });
    const { events } = convert(timed([
      { type: "thread.started", thread_id: "t" }, { type: "turn.started" },
      { type: "item.started", item: cmd("1", { status: "in_progress", exit_code: null }) },
      { type: "item.completed", item: cmd("1", { status: "failed", exit_code: 3 }) },
      { type: "item.completed", item: cmd("2", { status: "declined", exit_code: null }) },
      { type: "item.started", item: cmd("3", { status: "in_progress", exit_code: null }) },
      { type: "error", message: "exceeded retry limit, last status: 500" },
      { type: "turn.failed", error: { message: "exceeded retry limit, last status: 500" } },
    ]));
    expect(only(events, "tool.call").map((c) => [c.id, c.ok])).toEqual([["1", false], ["2", false], ["3", false]]);
    expect(events.at(-1)).toMatchObject({ outcome: "provider_error" });
    expect(metricsFromTrace(events, loadPricing()).failedToolCalls).toBe(3);
  });

  it("points Codex at the simulator's Responses front as a custom provider, and keeps a sandbox mode the variant chose", () => {
    const env = { FREECODE_SIM_URL: "http://127.0.0.1:9" };
    const args = codexArgs("m", undefined, env);
    expect(args).toContain('model_providers.freecode-sim={name="freecode simulator", base_url="http://127.0.0.1:9/v1", env_key="ANTHROPIC_API_KEY", wire_api="responses"}');
    expect(args.slice(0, 5)).toEqual(["exec", "--json", "--skip-git-repo-check", "--sandbox", "workspace-write"]);
    expect(codexArgs("m", "--sandbox danger-full-access", env).filter((a) => a === "--sandbox")).toHaveLength(1);
    expect(codexArgs("m", "--dangerously-bypass-approvals-and-sandbox")).not.toContain("workspace-write");
    expect(codexArgs("m", undefined, { FREECODE_PROVIDER: "openai", OPENAI_BASE_URL: "http://h/v1" })).toContain('model_provider="freecode-openai"');
  });

  it("gives Codex a TMPDIR inside the trial HOME that does not hold CODEX_HOME (Codex refuses helpers under TMPDIR)", () => {
    const home = mkdtempSync(join(tmpdir(), "fc-codex-home-"));
    const env = codexEnv({ HOME: home, TMPDIR: "/tmp", PATH: "/bin" });
    expect(env).toMatchObject({ HOME: home, CODEX_HOME: join(home, ".codex"), TMPDIR: join(home, "tmp"), PATH: "/bin" });
    expect(env.CODEX_HOME!.startsWith(`${env.TMPDIR}/`)).toBe(false);
  });
});

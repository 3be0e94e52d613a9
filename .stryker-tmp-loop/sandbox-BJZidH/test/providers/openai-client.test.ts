// @ts-nocheck
import { APIError } from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { OpenAICompatClient, retryDelayMs } from "../../src/agent/openai-client.ts";
import { startFakeOpenAI, type FakeOpenAI, type ScriptedChat } from "./helpers/fake-openai-server.ts";

const TOOLS = [{ name: "read", description: "Read a file", input_schema: { type: "object" as const, properties: { path: { type: "string" } }, required: ["path"] } }];
const params = {
  model: "qwen2.5-coder:7b",
  max_tokens: 512,
  system: [{ type: "text" as const, text: "You are terse.", cache_control: { type: "ephemeral" as const } }],
  tools: TOOLS,
  tool_choice: { type: "auto" as const },
  messages: [{ role: "user" as const, content: "What is in a.txt?" }],
};

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function once(reply: ScriptedChat | ScriptedChat[]) {
  server = await startFakeOpenAI(Array.isArray(reply) ? reply : [reply]);
  const client = new OpenAICompatClient({ baseURL: server.url, apiKey: "sk-local", maxRetries: 2 });
  const events: string[] = [];
  const stream = client.messages.stream(params);
  stream.on("connect", () => events.push("connect"));
  stream.on("streamEvent", () => events.push("event"));
  return { message: await stream.finalMessage(), events, server };
}

describe("OpenAI-compatible client: request", () => {
  it("streams with include_usage, sends the system prompt, tools as functions and Bearer auth", async () => {
    const { server: s } = await once({ text: "ok", usage: { prompt_tokens: 10, completion_tokens: 2 } });
    const { body, headers } = s.requests[0]!;
    expect(headers.authorization).toBe("Bearer sk-local");
    expect(body).toEqual({
      model: "qwen2.5-coder:7b",
      max_tokens: 512,
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "system", content: "You are terse." }, { role: "user", content: "What is in a.txt?" }],
      tools: [{ type: "function", function: { name: "read", description: "Read a file", parameters: TOOLS[0]!.input_schema } }],
      tool_choice: "auto",
      parallel_tool_calls: true,
    });
  });
});

describe("OpenAI-compatible client: response", () => {
  it("assembles text, echoes the served model and maps usage (prompt includes cached tokens)", async () => {
    const { message, events } = await once({ text: "The file says hello.", model: "qwen2.5-coder:7b-instruct-q4_K_M", usage: { prompt_tokens: 120, completion_tokens: 9, cached_tokens: 100 } });
    expect(message.content).toEqual([{ type: "text", text: "The file says hello.", citations: null }]);
    expect(message.model).toBe("qwen2.5-coder:7b-instruct-q4_K_M");
    expect(message.stop_reason).toBe("end_turn");
    // 120 prompt tokens of which 100 cached: 20 uncached input, 100 cache reads, no cache writes.
    expect(message.usage).toEqual({ input_tokens: 20, output_tokens: 9, cache_read_input_tokens: 100, cache_creation_input_tokens: 0 });
    expect(events[0]).toBe("connect");
    expect(events.filter((e) => e === "event").length).toBeGreaterThan(0);
  });

  it("joins streamed tool-call fragments into tool_use blocks, in index order", async () => {
    const { message } = await once({
      toolCalls: [
        { id: "call_a", name: "read", arguments: JSON.stringify({ path: "src/a very long/path name.txt" }) },
        { id: "call_b", name: "read", arguments: JSON.stringify({ path: "b.txt", offset: 3 }) },
      ],
      usage: { prompt_tokens: 50, completion_tokens: 30 },
    });
    expect(message.stop_reason).toBe("tool_use");
    expect(message.content).toEqual([
      { type: "tool_use", id: "call_a", name: "read", input: { path: "src/a very long/path name.txt" } },
      { type: "tool_use", id: "call_b", name: "read", input: { path: "b.txt", offset: 3 } },
    ]);
  });

  it("treats finish_reason length as max_tokens, even with a tool call under way", async () => {
    const { message } = await once({ toolCalls: [{ name: "read", arguments: '{"path": "a' }], finish: "length", usage: { prompt_tokens: 5, completion_tokens: 512 } });
    expect(message.stop_reason).toBe("max_tokens");
    // The cut arguments are not JSON: kept raw, so the tool's schema check rejects them if ever run.
    expect(message.content).toEqual([{ type: "tool_use", id: "call_0", name: "read", input: '{"path": "a' }]);
  });

  it("reads tool calls under finish_reason stop as tool_use, and content_filter as refusal", async () => {
    expect((await once({ toolCalls: [{ name: "read", arguments: "" }], finish: "stop" })).message).toMatchObject({ stop_reason: "tool_use", content: [{ input: {} }] });
    await server!.close();
    expect((await once({ text: "no", finish: "content_filter" })).message.stop_reason).toBe("refusal");
  });

  it("accepts a server that ignores stream and answers with one chat.completion", async () => {
    const { message } = await once({ json: true, toolCalls: [{ id: "c1", name: "read", arguments: '{"path":"x"}' }], usage: { prompt_tokens: 7, completion_tokens: 3, cached_tokens: 4 } });
    expect(message).toMatchObject({ stop_reason: "tool_use", model: "served-model", content: [{ type: "tool_use", id: "c1", input: { path: "x" } }], usage: { input_tokens: 3, cache_read_input_tokens: 4, output_tokens: 3 } });
  });

  it("keeps zero usage when the server sends no usage chunk", async () => {
    const { message } = await once({ text: "hi" });
    expect(message.usage).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
  });
});

describe("OpenAI-compatible client: failures", () => {
  it("retries 503 before headers, obeying retry-after-ms", async () => {
    const busy: ScriptedChat = { status: 503, headers: { "retry-after-ms": "1" } };
    const { message, server: s } = await once([busy, busy, { text: "ok" }]);
    expect(s.requests).toHaveLength(3);
    expect(message.content).toEqual([{ type: "text", text: "ok", citations: null }]);
  });

  it("throws the SDK's APIError (status kept) for a 400, without retrying", async () => {
    server = await startFakeOpenAI([{ status: 400, errorBody: { error: { message: "tools not supported; start llama-server with --jinja", type: "invalid_request_error" } } }]);
    const client = new OpenAICompatClient({ baseURL: server.url });
    const err = await client.messages.stream(params).finalMessage().catch((e) => e);
    expect(err).toBeInstanceOf(APIError);
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/--jinja/);
    expect(server.requests).toHaveLength(1);
  });

  it("gives up on 429 after maxRetries and on a refused connection", async () => {
    server = await startFakeOpenAI([{ status: 429, headers: { "retry-after-ms": "1" } }, { status: 429, headers: { "retry-after-ms": "1" } }]);
    const err = await new OpenAICompatClient({ baseURL: server.url, maxRetries: 1 }).messages.stream(params).finalMessage().catch((e) => e);
    expect([err.status, server.requests.length]).toEqual([429, 2]);
    const url = server.url;
    await server.close();
    server = undefined;
    const refused = await new OpenAICompatClient({ baseURL: url, maxRetries: 0 }).messages.stream(params).finalMessage().catch((e) => e);
    expect(refused).toBeInstanceOf(APIError);
    expect(refused.status).toBeUndefined();
    expect(refused.message).toMatch(/cannot reach/);
  });

  it("fails a body cut before finish_reason, and an error chunk, with plain errors (retried by the loop, not the client)", async () => {
    const cut = await once({ text: "partial answer", cutAfterChunks: 2 }).catch((e) => e);
    expect(cut).not.toBeInstanceOf(APIError);
    expect(cut.message).toMatch(/stream ended before the response finished/);
    await server!.close();
    const chunkErr = await once({ text: "x", errorChunk: true }).catch((e) => e);
    expect(chunkErr).not.toBeInstanceOf(APIError);
    expect(chunkErr.message).toMatch(/server_error: model crashed/);
  });

  it("computes retry waits from retry-after-ms, retry-after seconds, else 0.5 s doubling up to 8 s", () => {
    expect(retryDelayMs(new Headers({ "retry-after-ms": "250" }), 0)).toBe(250);
    expect(retryDelayMs(new Headers({ "retry-after": "2" }), 0)).toBe(2000);
    expect([0, 1, 2, 5].map((n) => retryDelayMs(null, n))).toEqual([500, 1000, 2000, 8000]);
  });
});

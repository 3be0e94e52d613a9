/**
 * Validation parity: malformed requests sent through the official TypeScript SDK
 * (@anthropic-ai/sdk) are answered as the real Messages API answers them — status, error
 * type, and the API's message where it is known (src/sim/api-rules.ts cites the source of each).
 * The SDK serialises whatever it is given (its types are compile-time only), so each body is
 * cast past the types on purpose.
 */
// @ts-nocheck

import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_RULES } from "../../src/sim/api-rules.ts";
import type { SimServer } from "../../src/sim/server.ts";
import { client, makeWorkspace, MODEL, serve, TOOLS } from "./helpers.ts";

type Body = Record<string, unknown>;
const user = (content: unknown) => ({ role: "user", content });
const asst = (content: unknown) => ({ role: "assistant", content });
const use = (id: string, name = "read", input: unknown = { path: "a.txt" }) => ({ type: "tool_use", id, name, input });
const result = (id: string, content: unknown = "ok") => ({ type: "tool_result", tool_use_id: id, content });
const base = (over: Body = {}): Body => ({ model: MODEL, max_tokens: 256, tools: TOOLS, messages: [user("hi")], ...over });

interface Bad {
  name: string;
  body: Body;
  status: number;
  type: string;
  message?: RegExp;
  count?: boolean;
}

const CASES: Bad[] = [
  { name: "unknown model", body: base({ model: "claude-sonnet-9" }), status: 404, type: "not_found_error", message: /^model: claude-sonnet-9$/ },
  { name: "model missing", body: base({ model: undefined }), status: 400, type: "invalid_request_error", message: /^model: Field required/ },
  { name: "model not a string", body: base({ model: 42 }), status: 400, type: "invalid_request_error", message: /^model:/ },
  { name: "max_tokens missing", body: base({ max_tokens: undefined }), status: 400, type: "invalid_request_error", message: /^max_tokens: Field required/ },
  { name: "max_tokens negative", body: base({ max_tokens: -1 }), status: 400, type: "invalid_request_error", message: /^max_tokens:/ },
  { name: "max_tokens fractional", body: base({ max_tokens: 10.5 }), status: 400, type: "invalid_request_error", message: /valid integer/ },
  { name: "max_tokens above the model's ceiling", body: base({ model: "claude-haiku-4-5-20251001", max_tokens: 100_000 }), status: 400, type: "invalid_request_error", message: /^max_tokens: 100000 > 64000, which is the maximum allowed number of output tokens for claude-haiku-4-5-20251001$/ },
  { name: "unknown top-level field", body: base({ temprature: 0.2 }), status: 400, type: "invalid_request_error", message: /^temprature: Extra inputs are not permitted$/ },
  { name: "messages missing", body: base({ messages: undefined }), status: 400, type: "invalid_request_error", message: /^messages: Field required/ },
  { name: "empty messages", body: base({ messages: [] }), status: 400, type: "invalid_request_error", message: /^messages: at least one message is required$/ },
  { name: "messages not a list", body: base({ messages: "hi" }), status: 400, type: "invalid_request_error", message: /^messages: Input should be a valid list/ },
  { name: "unknown role", body: base({ messages: [{ role: "tool", content: "x" }] }), status: 400, type: "invalid_request_error", message: /^messages\.0\.role:/ },
  { name: "empty content string", body: base({ messages: [user("")] }), status: 400, type: "invalid_request_error", message: /^messages\.0: all messages must have non-empty content/ },
  { name: "empty content list", body: base({ messages: [user([]), asst("x"), user("y")] }), status: 400, type: "invalid_request_error", message: /^messages\.0: all messages must have non-empty content/ },
  { name: "empty text block", body: base({ messages: [user([{ type: "text", text: "" }])] }), status: 400, type: "invalid_request_error", message: /text content blocks must be non-empty/ },
  { name: "unknown block type", body: base({ messages: [user([{ type: "txt", text: "x" }])] }), status: 400, type: "invalid_request_error", message: /^messages\.0\.content\.0\.type:/ },
  { name: "tool_use in a user message", body: base({ messages: [user([use("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /not permitted in a user message/ },
  { name: "tool_result in an assistant message", body: base({ messages: [user("a"), asst([result("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /not permitted in a assistant message/ },
  { name: "tool_use without input", body: base({ messages: [user("a"), asst([{ type: "tool_use", id: "toolu_1", name: "read" }]), user([result("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /tool_use\.input/ },
  { name: "tool_use id with bad characters", body: base({ messages: [user("a"), asst([use("toolu 1")]), user([result("toolu 1")])] }), status: 400, type: "invalid_request_error", message: /tool_use\.id: String should match pattern/ },
  { name: "tool_result matching no tool_use", body: base({ messages: [user("a"), asst([use("toolu_1")]), user([result("toolu_2")])] }), status: 400, type: "invalid_request_error", message: /^messages\.2\.content\.0: unexpected `tool_use_id` found in `tool_result` blocks: toolu_2\. Each `tool_result` block must have a corresponding `tool_use` block in the previous message\.$/ },
  { name: "tool_use left without a result", body: base({ messages: [user("a"), asst([use("toolu_1")]), user("go on")] }), status: 400, type: "invalid_request_error", message: /^messages\.1: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_1\. Each `tool_use` block must have a corresponding `tool_result` block in the next message\.$/ },
  { name: "one of two tool_use without a result", body: base({ messages: [user("a"), asst([use("toolu_1"), use("toolu_2", "bash", { command: "ls" })]), user([result("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /immediately after: toolu_2\./ },
  { name: "tool_result after text in the answering message", body: base({ messages: [user("a"), asst([use("toolu_1")]), user([{ type: "text", text: "here" }, result("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /tool_result blocks must come first/ },
  { name: "results split over a later turn", body: base({ messages: [user("a"), asst([use("toolu_1")]), user("wait"), asst("ok"), user([result("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /unexpected `tool_use_id`/ },
  { name: "two results for one tool_use", body: base({ messages: [user("a"), asst([use("toolu_1")]), user([result("toolu_1"), result("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /Found multiple `tool_result` blocks with id: toolu_1/ },
  { name: "duplicate tool_use ids", body: base({ messages: [user("a"), asst([use("toolu_1"), use("toolu_1")]), user([result("toolu_1")])] }), status: 400, type: "invalid_request_error", message: /`tool_use` ids must be unique/ },
  { name: "tool_result content of a bad type", body: base({ messages: [user("a"), asst([use("toolu_1")]), user([result("toolu_1", [{ type: "tool_use" }])])] }), status: 400, type: "invalid_request_error", message: /tool_result\.content\.0/ },
  { name: "lone high surrogate in text", body: base({ messages: [user("cut emoji \ud83d")] }), status: 400, type: "invalid_request_error", message: /^The request body is not valid JSON: no low surrogate in string/ },
  { name: "lone low surrogate in a tool_result", body: base({ messages: [user("a"), asst([use("toolu_1")]), user([result("toolu_1", "tail \ude00 of an emoji")])] }), status: 400, type: "invalid_request_error", message: /no low surrogate/ },
  { name: "lone surrogate in the system prompt", body: base({ system: "sys \ud83d" }), status: 400, type: "invalid_request_error", message: /no low surrogate/ },
  { name: "system of a bad shape", body: base({ system: [{ type: "image" }] }), status: 400, type: "invalid_request_error", message: /^system\.0:/ },
  { name: "system message with a tool_use", body: base({ messages: [user("a"), { role: "system", content: [use("toolu_1")] }] }), status: 400, type: "invalid_request_error", message: /not permitted in a system message/ },
  { name: "tool without input_schema", body: base({ tools: [{ name: "read" }] }), status: 400, type: "invalid_request_error", message: /input_schema/ },
  { name: "tool name with a space", body: base({ tools: [{ name: "read file", input_schema: { type: "object" } }] }), status: 400, type: "invalid_request_error", message: /name: String should match pattern/ },
  { name: "duplicate tool names", body: base({ tools: [TOOLS[0], TOOLS[0]] }), status: 400, type: "invalid_request_error", message: /^tools: Tool names must be unique\.$/ },
  { name: "tool_choice naming an undeclared tool", body: base({ tool_choice: { type: "tool", name: "Read" } }), status: 400, type: "invalid_request_error", message: /tool_choice\.name/ },
  { name: "tool_choice any without tools", body: base({ tools: undefined, tool_choice: { type: "any" } }), status: 400, type: "invalid_request_error", message: /tool_choice may only be specified while providing tools/ },
  { name: "tool_choice of an unknown type", body: base({ tool_choice: { type: "required" } }), status: 400, type: "invalid_request_error", message: /^tool_choice:/ },
  { name: "stop_sequences not a list", body: base({ stop_sequences: "END" }), status: 400, type: "invalid_request_error", message: /^stop_sequences:/ },
  { name: "blank stop sequence", body: base({ stop_sequences: ["END", "  "] }), status: 400, type: "invalid_request_error", message: /^stop_sequences\.1:/ },
  { name: "stream not a boolean", body: base({ stream: "yes" }), status: 400, type: "invalid_request_error", message: /^stream:/ },
  { name: "thinking budget below 1024", body: base({ max_tokens: 4096, thinking: { type: "enabled", budget_tokens: 100 } }), status: 400, type: "invalid_request_error", message: /budget_tokens: Input should be greater than or equal to 1024/ },
  { name: "thinking budget not below max_tokens", body: base({ max_tokens: 2000, thinking: { type: "enabled", budget_tokens: 2000 } }), status: 400, type: "invalid_request_error", message: /`max_tokens` must be greater than `thinking.budget_tokens`/ },
  {
    name: "five cache breakpoints", status: 400, type: "invalid_request_error", message: /^A maximum of 4 blocks with cache_control may be provided\. Found 5\.$/,
    body: base({ system: [1, 2, 3, 4, 5].map((i) => ({ type: "text", text: `part ${i}`, cache_control: { type: "ephemeral" } })) }),
  },
  { name: "count_tokens: unknown field", body: { model: MODEL, messages: [user("hi")], max_tokens: 10 }, status: 400, type: "invalid_request_error", message: /^max_tokens: Extra inputs are not permitted$/, count: true },
  { name: "count_tokens: unknown model", body: { model: "gpt-5", messages: [user("hi")] }, status: 404, type: "not_found_error", count: true },
  { name: "count_tokens: unpaired tool_use", body: { model: MODEL, messages: [user("a"), asst([use("toolu_1")]), user("b")] }, status: 400, type: "invalid_request_error", message: /without `tool_result`/, count: true },
];

describe("malformed requests through the official SDK are answered as the API answers them", () => {
  let server: SimServer;
  let c: Anthropic;
  beforeAll(async () => {
    server = await serve({ steps: [{ tools: [{ name: "read", input: { path: "a.txt" } }] }, { final: "done" }] }, makeWorkspace({ "a.txt": "x\n" }));
    c = client(server);
  });
  afterAll(async () => { await server.close(); });

  it(`has at least 30 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)("$name → $status $type", async (bad) => {
    const send = bad.count
      ? c.messages.countTokens(bad.body as unknown as Anthropic.MessageCountTokensParams)
      : c.messages.create(bad.body as unknown as Anthropic.MessageCreateParamsNonStreaming, { timeout: 60_000 });
    const err = await send.then(() => null, (e: unknown) => e);
    expect(err, "the simulator accepted it").toBeInstanceOf(Anthropic.APIError);
    const e = err as InstanceType<typeof Anthropic.APIError>;
    expect(e.status).toBe(bad.status);
    expect(e.error).toMatchObject({ type: "error", error: { type: bad.type }, request_id: expect.stringMatching(/^req_/) });
    if (bad.message) expect((e.error as { error: { message: string } }).error.message).toMatch(bad.message);
    expect(e.requestID).toMatch(/^req_/);
    expect(e.headers?.get("anthropic-ratelimit-requests-limit")).toMatch(/^\d+$/);
  });

  it("a missing anthropic-version header is a 400 (the SDK always sends it; a raw client may not)", async () => {
    const res = await fetch(`${server.url}/v1/messages`, {
      method: "POST", headers: { "content-type": "application/json", "x-api-key": "fcsim_case-a_1" }, body: JSON.stringify(base()),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error", message: "anthropic-version: header is required" } });
  });

  it("accepts what the API accepts: merged same-role turns, a final assistant prefill, max_tokens 0, a system message, dated model ids", async () => {
    const ok = [
      base({ messages: [user("a"), user("b")] }),
      base({ messages: [user("a"), asst("The answer is")] }),
      base({ max_tokens: 0 }),
      base({ messages: [user("a"), { role: "system", content: "be brief" }, user("b")] }),
      base({ model: "claude-opus-4-5-20251101", max_tokens: 64_000 }),
      base({ messages: [user("a"), asst([use("toolu_1")]), user([result("toolu_1"), { type: "text", text: "and more" }])] }),
    ];
    for (const body of ok) await expect(c.messages.create(body as unknown as Anthropic.MessageCreateParamsNonStreaming, { timeout: 60_000 })).resolves.toMatchObject({ type: "message" });
  });

  it("every rule names a source and what it requires", () => {
    for (const r of API_RULES) {
      expect(r.source.length, r.id).toBeGreaterThan(5);
      expect(r.requires.length, r.id).toBeGreaterThan(3);
    }
    expect(new Set(API_RULES.map((r) => r.id)).size).toBe(API_RULES.length);
  });
});

// @ts-nocheck
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimSpec } from "../../src/suite/schema.ts";
import type { SimServer } from "../../src/sim/server.ts";
import { answer, client, makeWorkspace, MODEL, parseSse, rawSse, serve, toolUses, turn, TOOLS } from "./helpers.ts";

const spec: SimSpec = {
  steps: [
    { text: "Let me look at both files.", tools: [{ name: "read", input: { path: "a.py" } }, { name: "bash", input: { command: "ls -la" } }] },
    { final: "Done: the bug was in a.py." },
  ],
};

describe("wire format through the real SDK", () => {
  let server: SimServer;
  beforeAll(async () => { server = await serve(spec, makeWorkspace({ "a.py": "x = 1\n" })); });
  afterAll(async () => { await server.close(); });

  it("streams a tool batch that MessageStream.finalMessage() assembles, echoing the model", async () => {
    const c = client(server);
    const stream = c.messages.stream({ model: "claude-opus-5-5", max_tokens: 1024, tools: TOOLS, messages: [{ role: "user", content: "fix it" }] });
    const msg = await stream.finalMessage();
    expect(msg.model).toBe("claude-opus-5-5");
    expect(msg.stop_reason).toBe("tool_use");
    expect(msg.content[0]).toMatchObject({ type: "text", text: "Let me look at both files." });
    const calls = toolUses(msg);
    expect(calls.map((t) => [t.name, t.input])).toEqual([["read", { path: "a.py" }], ["bash", { command: "ls -la" }]]);
    for (const t of calls) expect(t.id).toMatch(/^toolu_s0m_\d_[0-9a-f]{12}$/);
    expect(msg.usage.input_tokens).toBeGreaterThan(0);
    expect(msg.usage.output_tokens).toBeGreaterThan(1);
    expect(stream.request_id).toMatch(/^req_/);
  });

  it("names every SSE event and orders them as the API does", async () => {
    const { status, headers, text } = await rawSse(server, { messages: [{ role: "user", content: "fix it" }] });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/event-stream");
    expect(headers.get("request-id")).toMatch(/^req_/);
    for (const chunk of text.split("\n\n").filter((c) => c.trim())) expect(chunk).toMatch(/^event: \w+\ndata: /);
    const ev = parseSse(text);
    for (const e of ev) expect(e.data.type).toBe(e.event);
    expect(ev[0]!.event).toBe("message_start");
    expect(ev[0]!.data.message.usage.output_tokens).toBe(1);
    expect(ev[0]!.data.message.stop_reason).toBeNull();
    expect(ev.slice(-2).map((e) => e.event)).toEqual(["message_delta", "message_stop"]);
    const starts = ev.filter((e) => e.event === "content_block_start").map((e) => e.data.index);
    const stops = ev.filter((e) => e.event === "content_block_stop").map((e) => e.data.index);
    expect(starts).toEqual([0, 1, 2]);
    expect(stops).toEqual([0, 1, 2]);
    // the tool input arrives as several input_json_delta fragments that join to its JSON
    const frags = ev.filter((e) => e.event === "content_block_delta" && e.data.index === 1).map((e) => e.data.delta);
    expect(frags.length).toBeGreaterThan(2);
    expect(frags.every((d) => d.type === "input_json_delta")).toBe(true);
    expect(JSON.parse(frags.map((d) => d.partial_json).join(""))).toEqual({ path: "a.py" });
    const delta = ev.at(-2)!.data;
    expect(delta.delta.stop_reason).toBe("tool_use");
    expect(delta.usage.output_tokens).toBeGreaterThan(1);
  });

  it("answers non-streaming requests with a full Message as application/json", async () => {
    const res = await fetch(`${server.url}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "anthropic-version": "2023-06-01", "x-api-key": "fcsim_case-a_1" },
      body: JSON.stringify({ model: MODEL, max_tokens: 100, tools: TOOLS, messages: [{ role: "user", content: "fix it" }] }),
    });
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    const viaSdk = await client(server).messages.create({ model: MODEL, max_tokens: 1024, tools: TOOLS, messages: [{ role: "user", content: "fix it" }] });
    expect(viaSdk.type).toBe("message");
    expect(viaSdk.role).toBe("assistant");
    expect(viaSdk.stop_reason).toBe("tool_use");
    expect(toolUses(viaSdk).map((t) => t.input)).toEqual([{ path: "a.py" }, { command: "ls -la" }]);
    expect(viaSdk.usage).toMatchObject({ cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
  });

  it("moves to the next step once the batch's results are in, ending with end_turn", async () => {
    const c = client(server);
    const first = await turn(c, [{ role: "user", content: "fix it" }]);
    const msgs = [{ role: "user" as const, content: "fix it" }, { role: "assistant" as const, content: first.content }, answer(first.content, () => "ok")];
    const second = await turn(c, msgs);
    expect(second.stop_reason).toBe("end_turn");
    expect(second.content).toEqual([{ type: "text", text: "Done: the bug was in a.py.", citations: null }]);
  });

  it("replays a request identically (stateless): a retry after a stream error gets the same calls", async () => {
    const c = client(server);
    const a = await turn(c, [{ role: "user", content: "fix it" }]);
    const b = await turn(c, [{ role: "user", content: "fix it" }]);
    expect(b.content).toEqual(a.content);
  });

  it("rejects an unknown key with 401 authentication_error, and accepts x-api-key and Bearer", async () => {
    const err = await turn(client(server, "sk-nobody"), [{ role: "user", content: "hi" }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.AuthenticationError);
    expect((err as InstanceType<typeof Anthropic.AuthenticationError>).error).toMatchObject({ type: "error", error: { type: "authentication_error" } });
    expect((err as InstanceType<typeof Anthropic.AuthenticationError>).requestID).toMatch(/^req_/);
    const unknownCase = await turn(client(server, "fcsim_no-such-case_1"), [{ role: "user", content: "hi" }]).catch((e: unknown) => e);
    expect(unknownCase).toBeInstanceOf(Anthropic.AuthenticationError);
  });

  it("serves registered keys with the registered seed and workspace", async () => {
    server.registerTrial("trial-key-1", { caseId: "case-a", seed: 5, workspaceDir: makeWorkspace({}) });
    const m = await turn(client(server, "trial-key-1"), [{ role: "user", content: "fix it" }]);
    expect(toolUses(m)).toHaveLength(2);
    expect(() => server.registerTrial("k", { caseId: "nope", seed: 1, workspaceDir: "/tmp" })).toThrow(/unknown case "nope"/);
  });

  it("answers 400 invalid_request_error for a body without max_tokens, and 404 for other routes", async () => {
    const res = await fetch(`${server.url}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "anthropic-version": "2023-06-01", authorization: "Bearer fcsim_case-a_1" },
      body: JSON.stringify({ model: MODEL, messages: [] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error", message: expect.stringContaining("max_tokens") } });
    const nf = await fetch(`${server.url}/v1/complete`, { method: "POST", headers: { authorization: "Bearer fcsim_case-a_1" } });
    expect(nf.status).toBe(404);
    expect(((await nf.json()) as { error: { type: string } }).error.type).toBe("not_found_error");
  });
});

// @ts-nocheck
import { describe, expect, it } from "vitest";
import { toChatRequest } from "../../src/agent/openai-request.ts";

describe("toChatRequest: a Messages API conversation as Chat Completions messages", () => {
  it("turns tool_use into tool_calls and each tool_result into a tool message right after, errors marked", () => {
    const body = toChatRequest({
      model: "m",
      max_tokens: 100,
      messages: [
        { role: "user", content: [{ type: "text", text: "Fix it.", cache_control: { type: "ephemeral" } }] },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "hidden", signature: "sig" },
            { type: "text", text: "Reading both." },
            { type: "tool_use", id: "t1", name: "read", input: { path: "a" } },
            { type: "tool_use", id: "t2", name: "bash", input: { command: "ls" } },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "t1", content: [{ type: "text", text: "line 1" }, { type: "text", text: "line 2" }] },
            { type: "tool_result", tool_use_id: "t2", content: "ls: not found", is_error: true },
            { type: "text", text: "Also check b." },
          ],
        },
        { role: "assistant", content: [{ type: "tool_use", id: "t3", name: "read", input: {} }] },
      ],
    });
    expect(body.messages).toEqual([
      { role: "user", content: "Fix it." },
      {
        role: "assistant",
        content: "Reading both.",
        tool_calls: [
          { id: "t1", type: "function", function: { name: "read", arguments: '{"path":"a"}' } },
          { id: "t2", type: "function", function: { name: "bash", arguments: '{"command":"ls"}' } },
        ],
      },
      { role: "tool", tool_call_id: "t1", content: "line 1\nline 2" },
      { role: "tool", tool_call_id: "t2", content: "Error: ls: not found" },
      { role: "user", content: "Also check b." },
      { role: "assistant", content: null, tool_calls: [{ id: "t3", type: "function", function: { name: "read", arguments: "{}" } }] },
    ]);
    expect(body).not.toHaveProperty("tools");
  });

  it("maps tool_choice: any → required, a named tool → function, disable_parallel_tool_use → parallel_tool_calls false", () => {
    const tools = [{ name: "read", input_schema: { type: "object" as const } }];
    const base = { model: "m", max_tokens: 1, messages: [{ role: "user" as const, content: "x" }], tools };
    expect(toChatRequest({ ...base, tool_choice: { type: "any" } })).toMatchObject({ tool_choice: "required", parallel_tool_calls: true });
    expect(toChatRequest({ ...base, tool_choice: { type: "tool", name: "read", disable_parallel_tool_use: true } })).toMatchObject({
      tool_choice: { type: "function", function: { name: "read" } },
      parallel_tool_calls: false,
    });
    expect(toChatRequest({ ...base, tool_choice: { type: "none" } }).tool_choice).toBe("none");
  });
});

describe("openaiProviderEnv: the trial variables for --provider openai", () => {
  it("adds /v1 to a bare server address, keeps an explicit path, and passes the key only when given", async () => {
    const { openaiProviderEnv } = await import("../../src/providers/openai-binding.ts");
    expect(openaiProviderEnv({ baseUrl: "http://127.0.0.1:11434" })).toEqual({ FREECODE_PROVIDER: "openai", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" });
    expect(openaiProviderEnv({ baseUrl: "http://gpu-box:8000/v1/", apiKey: "k" })).toEqual({ FREECODE_PROVIDER: "openai", OPENAI_BASE_URL: "http://gpu-box:8000/v1", OPENAI_API_KEY: "k" });
    expect(() => openaiProviderEnv({ baseUrl: "127.0.0.1:8080" })).toThrow(/--base-url must be an http\(s\) URL such as http:\/\/127\.0\.0\.1:8080\/v1; got "127\.0\.0\.1:8080"/);
  });
});

/** Shared fixtures for the simulator tests: a temp workspace, a server, an SDK client. */
// @ts-nocheck

import Anthropic from "@anthropic-ai/sdk";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { toolDefinitions } from "../../src/agent/tools/index.ts";
import type { SimSpec } from "../../src/suite/schema.ts";
import { startSimServer, type SimOptions, type SimServer } from "../../src/sim/server.ts";

export const MODEL = "claude-sonnet-5-5";

/** FreeCode's tool definitions: the simulator plays trajectories only in tools a request declares. */
export const TOOLS = toolDefinitions();

export function makeWorkspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "fc-sim-"));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  return dir;
}

export async function serve(spec: SimSpec, workspaceDir: string, opts: Partial<SimOptions> = {}): Promise<SimServer> {
  return startSimServer({ cases: [{ id: "case-a", sim: spec, workspaceDir }], noise: 0, ...opts });
}

export function client(server: SimServer, apiKey = "fcsim_case-a_1", extra: Partial<ConstructorParameters<typeof Anthropic>[0]> = {}): Anthropic {
  return new Anthropic({ apiKey, baseURL: server.url, maxRetries: 0, ...extra });
}

export type Msg = Anthropic.MessageParam;
export type ToolUse = Anthropic.ToolUseBlock;

/** The user turn answering every tool_use of `content` with the text `answer(call)` gives. */
export function answer(content: Anthropic.ContentBlock[], reply: (t: ToolUse) => string | { text: string; isError: true }): Msg {
  const blocks = content
    .filter((b): b is ToolUse => b.type === "tool_use")
    .map((t) => {
      const r = reply(t);
      return typeof r === "string"
        ? { type: "tool_result" as const, tool_use_id: t.id, content: r }
        : { type: "tool_result" as const, tool_use_id: t.id, content: r.text, is_error: true };
    });
  return { role: "user", content: blocks };
}

/** Sends a turn as the agent would (streaming, finalMessage). */
export async function turn(c: Anthropic, messages: Msg[], maxTokens = 4096): Promise<Anthropic.Message> {
  return c.messages.stream({ model: MODEL, max_tokens: maxTokens, tools: TOOLS, messages }).finalMessage();
}

export function toolUses(m: Anthropic.Message): ToolUse[] {
  return m.content.filter((b): b is ToolUse => b.type === "tool_use");
}

/** Raw SSE text of a streaming request (to check the wire itself). */
export async function rawSse(server: SimServer, body: object, apiKey = "fcsim_case-a_1"): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(`${server.url}/v1/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", "anthropic-version": "2023-06-01", authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ model: MODEL, max_tokens: 4096, stream: true, tools: TOOLS, ...body }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Parses SSE text into {event, data} records. */
export function parseSse(text: string): Array<{ event: string; data: any }> {
  return text
    .split("\n\n")
    .filter((c) => c.trim())
    .map((chunk) => {
      const ev = /^event: (.*)$/m.exec(chunk)?.[1] ?? "";
      const data = /^data: (.*)$/m.exec(chunk)?.[1] ?? "null";
      return { event: ev, data: JSON.parse(data) };
    });
}

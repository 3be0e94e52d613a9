/**
 * Tool-vocabulary awareness: the same trajectory played in the tools a request declares —
 * FreeCode's, or Claude Code's (schemas as its sdk-tools.d.ts declares them) — a text-only
 * answer with no tools or tool_choice none, and a 400 naming a capability nothing declared provides.
 */
// @ts-nocheck

import Anthropic from "@anthropic-ai/sdk";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimServer } from "../../src/sim/server.ts";
import { TEXT_ONLY_PREFIX } from "../../src/sim/server.ts";
import { answer, client, makeWorkspace, MODEL, serve, toolUses, TOOLS } from "./helpers.ts";

const obj = (props: Record<string, string>, required: string[]) => ({
  type: "object" as const, properties: Object.fromEntries(Object.entries(props).map(([k, t]) => [k, { type: t }])), required,
});
/** Claude Code 2.1's tool set (names and input properties from its sdk-tools.d.ts). */
const CLAUDE_TOOLS: Anthropic.Tool[] = [
  { name: "Read", input_schema: obj({ file_path: "string", offset: "number", limit: "number" }, ["file_path"]) },
  { name: "Write", input_schema: obj({ file_path: "string", content: "string" }, ["file_path", "content"]) },
  { name: "Edit", input_schema: obj({ file_path: "string", old_string: "string", new_string: "string", replace_all: "boolean" }, ["file_path", "old_string", "new_string"]) },
  { name: "Bash", input_schema: obj({ command: "string", timeout: "number", description: "string" }, ["command"]) },
  { name: "Grep", input_schema: obj({ pattern: "string", path: "string", glob: "string", output_mode: "string" }, ["pattern"]) },
  { name: "Glob", input_schema: obj({ pattern: "string", path: "string" }, ["pattern"]) },
  { name: "TodoWrite", input_schema: obj({ todos: "array" }, ["todos"]) },
];

describe("tool vocabularies", () => {
  let server: SimServer;
  let ws: string;
  let c: Anthropic;
  beforeAll(async () => {
    ws = makeWorkspace({ "greet.py": "print('helo')\n" });
    server = await serve({
      steps: [
        { tools: [{ name: "read", input: { path: "greet.py" } }, { name: "grep", input: { pattern: "helo" } }] },
        { needs: [{ text: "print('helo')", lineRef: true }], tools: [{ name: "edit", input: { path: "greet.py", old_string: "helo", new_string: "hello" } }] },
        { final: "Fixed the greeting." },
      ],
    }, ws);
    c = client(server);
  });
  afterAll(async () => { await server.close(); });

  const send = (tools: Anthropic.Tool[] | undefined, messages: Anthropic.MessageParam[], extra: Partial<Anthropic.MessageCreateParamsNonStreaming> = {}) =>
    c.messages.create({ model: MODEL, max_tokens: 2048, ...(tools ? { tools } : {}), messages, ...extra });

  it("plays the trajectory in Claude Code's tools with absolute file_path, and reads its cat -n numbered Read result back", async () => {
    const first = await send(CLAUDE_TOOLS, [{ role: "user", content: "fix greet.py" }]);
    expect(toolUses(first).map((t) => [t.name, t.input])).toEqual([
      ["Read", { file_path: join(ws, "greet.py") }],
      ["Grep", { pattern: "helo", output_mode: "content", "-n": true }],
    ]);
    // Claude Code's Read numbers lines as `cat -n` does: the lineRef need is met, no detour.
    const reply = answer(first.content, (t) => (t.name === "Read" ? "     1\tprint('helo')\n" : `${join(ws, "greet.py")}:1:print('helo')`));
    const second = await send(CLAUDE_TOOLS, [{ role: "user", content: "fix greet.py" }, { role: "assistant", content: first.content }, reply]);
    expect(toolUses(second).map((t) => [t.name, t.input])).toEqual([["Edit", { file_path: join(ws, "greet.py"), old_string: "helo", new_string: "hello" }]]);
    const third = await send(CLAUDE_TOOLS, [
      { role: "user", content: "fix greet.py" }, { role: "assistant", content: first.content }, reply,
      { role: "assistant", content: second.content }, answer(second.content, () => "The file has been updated."),
    ]);
    expect(third.stop_reason).toBe("end_turn");
    expect(third.content).toMatchObject([{ type: "text", text: "Fixed the greeting." }]);
  });

  it("plays it in FreeCode's tools unchanged", async () => {
    const first = await send(TOOLS, [{ role: "user", content: "fix greet.py" }]);
    expect(toolUses(first).map((t) => [t.name, t.input])).toEqual([["read", { path: "greet.py" }], ["grep", { pattern: "helo" }]]);
  });

  it("falls back to the shell for a capability only a shell declares (grep via Bash)", async () => {
    const first = await send(CLAUDE_TOOLS.filter((t) => t.name !== "Grep"), [{ role: "user", content: "fix greet.py" }]);
    expect(toolUses(first).map((t) => t.name)).toEqual(["Read", "Bash"]);
    expect(toolUses(first)[1]!.input).toEqual({ command: "grep -rnE -- 'helo' '.'" });
  });

  it("answers with text only when no tools are declared, or tool_choice is none", async () => {
    for (const m of [await send(undefined, [{ role: "user", content: "fix greet.py" }]), await send(TOOLS, [{ role: "user", content: "fix greet.py" }], { tool_choice: { type: "none" } })]) {
      expect(m.stop_reason).toBe("end_turn");
      expect(m.content.every((b) => b.type === "text")).toBe(true);
      expect((m.content[0] as Anthropic.TextBlock).text).toContain(TEXT_ONLY_PREFIX);
    }
  });

  it("answers 400 naming the missing capability instead of calling an undeclared tool", async () => {
    const err = await send([CLAUDE_TOOLS[0]!], [{ role: "user", content: "fix greet.py" }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Anthropic.BadRequestError);
    const msg = ((err as InstanceType<typeof Anthropic.BadRequestError>).error as { error: { message: string } }).error.message;
    expect(msg).toMatch(/needs to search file contents \(capability "grep"/);
    expect(msg).toMatch(/declared: Read\)/);
  });
});

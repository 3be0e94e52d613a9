/**
 * The simulator's Responses API front (`/v1/responses`) as Codex uses it: tools declared as
 * Codex 0.169 declares them (exec_command function, apply_patch custom tool), input items
 * (message, function_call / function_call_output, custom_tool_call / custom_tool_call_output),
 * and the SSE events read as codex-rs `process_sse` reads them (items from
 * response.output_item.done, usage from response.completed). The real Codex against the
 * simulator is test/adapters/codex-real.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimServer } from "../../src/sim/server.ts";
import { makeWorkspace, MODEL, parseSse, serve } from "./helpers.ts";

const KEY = "fcsim_case-a_1";
const CODEX_TOOLS = [
  { type: "function", name: "exec_command", strict: false, parameters: { type: "object", properties: { cmd: { type: "string" }, workdir: { type: "string" } }, required: ["cmd"] } },
  { type: "function", name: "write_stdin", strict: false, parameters: { type: "object", properties: { session_id: { type: "number" }, chars: { type: "string" } }, required: ["session_id"] } },
  { type: "custom", name: "apply_patch", description: "Use the `apply_patch` tool to edit files.", format: { type: "grammar", syntax: "lark", definition: "start: begin_patch hunk+ end_patch" } },
  { type: "web_search", external_web_access: false },
];
const SHELL_ONLY = CODEX_TOOLS.filter((t) => t.name !== "apply_patch");

type Item = Record<string, any>;

async function post(server: SimServer, body: object, key = KEY): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(`${server.url}/v1/responses`, {
    method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${key}`, accept: "text/event-stream" },
    body: JSON.stringify({ model: MODEL, stream: true, tool_choice: "auto", parallel_tool_calls: true, store: false, ...body }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** What Codex takes from a stream: the done items and the completed response's usage. */
function consume(text: string): { items: Item[]; completed: Item | null; types: string[] } {
  const events = parseSse(text);
  return {
    items: events.filter((e) => e.data.type === "response.output_item.done").map((e) => e.data.item),
    completed: events.find((e) => e.data.type === "response.completed")?.data.response ?? null,
    types: events.map((e) => e.event),
  };
}

const user = (text: string) => ({ type: "message", role: "user", content: [{ type: "input_text", text }] });
/** The history items Codex sends back for a response's calls and their outputs. */
function history(items: Item[], output: (it: Item) => string): Item[] {
  const out: Item[] = [];
  for (const it of items) {
    if (it.type === "message") out.push({ type: "message", role: "assistant", content: it.content });
    else out.push(it.type === "custom_tool_call" ? { type: "custom_tool_call", call_id: it.call_id, name: it.name, input: it.input } : { type: "function_call", call_id: it.call_id, name: it.name, arguments: it.arguments });
  }
  for (const it of items) {
    if (it.type === "function_call") out.push({ type: "function_call_output", call_id: it.call_id, output: output(it) });
    if (it.type === "custom_tool_call") out.push({ type: "custom_tool_call_output", call_id: it.call_id, output: output(it) });
  }
  return out;
}

describe("the Responses API front", () => {
  let server: SimServer;
  let ws: string;
  beforeAll(async () => {
    ws = makeWorkspace({ "greet.py": "import sys\n\nprint('helo')\n" });
    server = await serve({
      steps: [
        { text: "Reading the script.", tools: [{ name: "read", input: { path: "greet.py" } }] },
        { tools: [{ name: "edit", input: { path: "greet.py", old_string: "helo", new_string: "hello" } }] },
        { tools: [{ name: "write", input: { path: "NOTES.md", content: "fixed\n" } }] },
        { final: "Fixed the greeting." },
      ],
    }, ws);
  });
  afterAll(async () => { await server.close(); });

  it("streams the events Codex reads: created, items added and done, completed with OpenAI usage, then the end of the stream", async () => {
    const r = await post(server, { instructions: "You are Codex.", input: [user("fix greet.py")], tools: CODEX_TOOLS });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/event-stream");
    const { items, completed, types } = consume(r.text);
    expect(types[0]).toBe("response.created");
    expect(types.at(-1)).toBe("response.completed");
    expect(types).toContain("response.output_text.delta");
    expect(types).toContain("response.function_call_arguments.delta");
    expect(items.map((i) => i.type)).toEqual(["message", "function_call"]);
    expect(items[0]!.content).toEqual([{ type: "output_text", text: "Reading the script.", annotations: [] }]);
    // read is not a Codex tool: played through its shell, numbered as `cat -n` numbers.
    expect(items[1]).toMatchObject({ name: "exec_command", status: "completed" });
    expect(JSON.parse(items[1]!.arguments).cmd).toMatch(/^awk .*greet\.py'$/);
    const u = completed!.usage;
    expect(u.total_tokens).toBe(u.input_tokens + u.output_tokens);
    expect(u.input_tokens_details.cached_tokens).toBeLessThanOrEqual(u.input_tokens);
    expect(u.output_tokens).toBeGreaterThan(0);
  });

  it("plays the trajectory on through the history Codex sends back: the edit as an apply_patch custom call, a new file as an Add File, then the final text", async () => {
    const base = { instructions: "You are Codex.", tools: CODEX_TOOLS };
    const first = consume((await post(server, { ...base, input: [user("fix greet.py")] })).text).items;
    const h1 = [user("fix greet.py"), ...history(first, () => "Process exited with code 0\nOutput:\n     1\timport sys\n     2\t\n     3\tprint('helo')\n")];
    const second = consume((await post(server, { ...base, input: h1 })).text);
    expect(second.items.map((i) => [i.type, i.name])).toEqual([["custom_tool_call", "apply_patch"]]);
    expect(second.items[0]!.input).toBe([
      "*** Begin Patch", "*** Update File: greet.py", "@@", " import sys", " ", "-print('helo')", "+print('hello')", "*** End Patch", "",
    ].join("\n"));
    const h2 = [...h1, ...history(second.items, () => "Success. Updated the following files:\nM greet.py\n")];
    const third = consume((await post(server, { ...base, input: h2 })).text).items;
    expect(third[0]).toMatchObject({ type: "custom_tool_call", name: "apply_patch", input: "*** Begin Patch\n*** Add File: NOTES.md\n+fixed\n*** End Patch\n" });
    const h3 = [...h2, ...history(third, () => "Success. Updated the following files:\nA NOTES.md\n")];
    const last = consume((await post(server, { ...base, input: h3 })).text).items;
    expect(last).toMatchObject([{ type: "message", content: [{ type: "output_text", text: "Fixed the greeting." }] }]);
  });

  it("without an apply_patch tool (a model Codex has no metadata for), changes go through Codex's shell as an apply_patch command", async () => {
    const first = consume((await post(server, { input: [user("fix greet.py")], tools: SHELL_ONLY })).text).items;
    const h1 = [user("fix greet.py"), ...history(first, () => "     1\timport sys\n     2\t\n     3\tprint('helo')\n")];
    const second = consume((await post(server, { input: h1, tools: SHELL_ONLY })).text).items;
    expect(second.map((i) => i.name)).toEqual(["exec_command"]);
    expect(JSON.parse(second[0]!.arguments).cmd).toBe("apply_patch <<'PATCH'\n*** Begin Patch\n*** Update File: greet.py\n@@\n import sys\n \n-print('helo')\n+print('hello')\n*** End Patch\nPATCH");
  });

  it("two edits of one file in one response are one patch, with apply_patch or through the shell", async () => {
    const dir = makeWorkspace({ "m.py": "a = 1\nb = 2\nc = 3\n" });
    const two = await serve({ steps: [
      { tools: [{ name: "edit", input: { path: "m.py", old_string: "b = 2", new_string: "b = 20" } }, { name: "edit", input: { path: "m.py", old_string: "c = 3", new_string: "c = 30" } }] },
      { final: "done" },
    ] }, dir);
    try {
      // With apply_patch declared: one patch for the file (the unified-diff format, edit-render.ts).
      const one = consume((await post(two, { input: [user("edit")], tools: CODEX_TOOLS })).text).items;
      expect(one.map((i) => i.input)).toEqual(["*** Begin Patch\n*** Update File: m.py\n@@\n a = 1\n-b = 2\n-c = 3\n+b = 20\n+c = 30\n*** End Patch\n"]);
      // Through Codex's shell (no apply_patch tool): also one patch, never two patches of one file
      // that Codex would run in parallel, racing on the file.
      const shell = consume((await post(two, { input: [user("edit")], tools: SHELL_ONLY })).text).items;
      expect(shell.map((i) => JSON.parse(i.arguments).cmd)).toEqual([`apply_patch <<'PATCH'\n${one[0]!.input}PATCH`]);
    } finally {
      await two.close();
    }
  });

  it("answers with text alone when no tools are declared, a full Response without stream, and OpenAI error bodies", async () => {
    const text = consume((await post(server, { input: "fix greet.py" })).text).items;
    expect(text.map((i) => i.type)).toEqual(["message"]);
    const json = await post(server, { input: [user("fix greet.py")], tools: CODEX_TOOLS, stream: false });
    const body = JSON.parse(json.text);
    expect(body).toMatchObject({ object: "response", status: "completed", model: MODEL });
    expect(body.output.map((i: Item) => i.type)).toEqual(["message", "function_call"]);
    const bad = await post(server, { input: 42 });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error).toMatchObject({ type: "invalid_request_error", message: expect.stringMatching(/^input/) });
    const unauth = await post(server, { input: "x" }, "nope");
    expect(unauth.status).toBe(401);
  });

  it("a cut stream drops the connection before response.completed (Codex retries it), an error event is response.failed", async () => {
    const cut = await serve({ steps: [{ final: "x".repeat(2000) }] }, ws, { faults: { stream_cut: 1 } });
    try {
      // The connection drops mid-body: the client's read fails, as Codex's "stream disconnected".
      await expect(post(cut, { input: "go" })).rejects.toThrow(/terminated/);
    } finally {
      await cut.close();
    }
    const failed = await serve({ steps: [{ final: "x".repeat(2000) }] }, ws, { faults: { error_event: 1 } });
    try {
      const r = consume((await post(failed, { input: "go" })).text);
      expect(r.completed).toBeNull();
      expect(r.types.at(-1)).toBe("response.failed");
    } finally {
      await failed.close();
    }
    expect(readFileSync(join(ws, "greet.py"), "utf8")).toContain("helo");
  });
});

import { describe, expect, it } from "vitest";
import { draftCase } from "../../src/authoring/draft-case.ts";
import { DRAFT_TODO, draftTodos } from "../../src/suite/draft-todos.ts";
import { CaseFile } from "../../src/suite/schema.ts";
import type { TraceEvent } from "../../src/trace/index.ts";

const usage = { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0, cache_creation_1h_input_tokens: 0 };
const start: TraceEvent = { t: 1, type: "session.start", schema: 1, agent: "freecode", model: "m", cwd: "/tmp/ws/work", maxTurns: 10, maxTokens: 1000, flags: {} };
let turn = 0;
function response(...uses: { id: string; name: string; input: unknown }[]): TraceEvent {
  return { t: 2, type: "model.response", turn: ++turn, model: "m", stop_reason: uses.length ? "tool_use" : "end_turn", usage, toolUses: uses, textChars: 0, latencyMs: 1 };
}
function call(id: string, name: string, ok = true): TraceEvent {
  return { t: 3, type: "tool.call", turn, id, name, input: "{}", ok, outputChars: 1, visibleChars: 1, elided: false, durationMs: 1 };
}
const end = (finalText: string): TraceEvent => ({ t: 9, type: "session.end", outcome: finalText ? "end_turn" : "max_turns", turns: turn, finalText });

function session(): TraceEvent[] {
  turn = 0;
  return [
    start,
    response({ id: "a", name: "read", input: { path: "/tmp/ws/work/app.py" } }, { id: "b", name: "grep", input: { pattern: "VALUE" } }),
    call("a", "read"), call("b", "grep"),
    response({ id: "c", name: "edit", input: { path: "app.py", old_string: "\n  VALUE = 1\n", new_string: "VALUE = 2" } }),
    call("c", "edit"),
    response({ id: "d", name: "bash", input: { command: "python3 -m unittest -q" } }, { id: "e", name: "write", input: { path: "bad.py", content: "x" } }),
    call("d", "bash"), call("e", "write", false),
    response({ id: "f", name: "bash", input: { command: "python3 -m unittest -q" } }),
    call("f", "bash"),
    end("Set VALUE to 2."),
  ];
}

describe("draftCase (eval add --from-trace)", () => {
  it("drafts a schema-valid case: trajectory from the tool calls, expectations from what the session did", () => {
    const d = draftCase({ id: "fix-value", events: session() });
    const parsed = CaseFile.safeParse(d.caseFile);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const c = parsed.data!;
    expect(c.sim.steps.map((s) => s.tools?.map((t) => t.name) ?? "final")).toEqual([["read", "grep"], ["edit"], ["bash", "write"], ["bash"], "final"]);
    expect(c.sim.steps[0]!.tools![0]!.input).toEqual({ path: "app.py" }); // absolute path inside the workspace made relative
    expect(c.sim.steps[1]!.needs).toEqual([{ text: "VALUE = 1", file: "app.py" }]); // the edit's anchor, first non-blank line
    expect(c.sim.steps.at(-1)!.final).toBe("Set VALUE to 2.");
    expect(c.files).toEqual([{ path: "app.py", exists: true }]); // the failed write is not a file the session changed
    expect(c.expect).toEqual({ firstToolIn: ["read"], parallelTools: 2, bashMatches: ["python3 -m unittest -q"], noGuardTrips: true });
    expect(draftTodos(c).sort()).toEqual(["check.run", "prompt", "title", "why"]);
    expect(d.review.join("\n")).toMatch(/check\.run: write the command/);
    expect(d.review.join("\n")).toMatch(/prompt: a trace does not record it/);
  });

  it("takes prompt, title, setup and tags from the case the trace came from, and --prompt over them", () => {
    const original = { dir: "/c/x", prompt: "Fix app.py.", title: "Fix the value", tags: ["python"], setup: ["pip --version"], env: { A: "1" }, checkRun: "python3 -m unittest" };
    const c = CaseFile.parse(draftCase({ id: "x-2", events: session(), original, solution: "solution.patch" }).caseFile);
    expect([c.prompt, c.title, c.tags, c.setup, c.env, c.solution]).toEqual(["Fix app.py.", "Fix the value", ["python", "drafted"], ["pip --version"], { A: "1" }, "solution.patch"]);
    expect(draftTodos(c)).toEqual(["why", "check.run"]);
    expect(draftCase({ id: "x-2", events: session(), original }).review[0]).toMatch(/checks with: python3 -m unittest/);
    expect(CaseFile.parse(draftCase({ id: "x-2", events: session(), original, prompt: "Other." }).caseFile).prompt).toBe("Other.");
  });

  it("maps Claude Code's tool names and keys, and leaves out calls the reference agent cannot make", () => {
    turn = 0;
    const events = [
      { ...start, agent: "claude-code" },
      response({ id: "a", name: "Read", input: { file_path: "/tmp/ws/work/app.py" } }, { id: "b", name: "TodoWrite", input: { todos: [] } }),
      response({ id: "c", name: "Grep", input: { pattern: "VALUE", output_mode: "content" } }),
      end(""),
    ] as TraceEvent[];
    const d = draftCase({ id: "cc", events });
    const c = CaseFile.parse(d.caseFile);
    expect(c.sim.steps.slice(0, 2).map((s) => s.tools)).toEqual([[{ name: "read", input: { path: "app.py" } }], [{ name: "grep", input: { pattern: "VALUE" } }]]);
    expect(c.sim.steps.at(-1)!.final).toContain(DRAFT_TODO); // the session gave no answer
    expect(d.review.join("\n")).toMatch(/1 left out \(not a call the reference agent can make: TodoWrite/);
  });

  it("refuses events without a session.start", () => {
    expect(() => draftCase({ id: "x", events: [end("x")] })).toThrow(/no session\.start/);
  });
});

describe("draftTodos", () => {
  it("names every string field still holding the marker, nested ones by path", () => {
    expect(draftTodos({ a: "ok", b: [`x ${DRAFT_TODO}`], c: { d: DRAFT_TODO, e: 3 } })).toEqual(["b.0", "c.d"]);
    expect(draftTodos({ a: "TODO: mine" })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { elisionMarker } from "../../src/agent-protocol/formats.ts";
import { readConversation } from "../../src/sim/conversation.ts";
import { callKey, chooseRecovery, grepCall, shellWord } from "../../src/sim/recovery.ts";
import type { SimMessage } from "../../src/sim/request.ts";
import { makeWorkspace } from "./helpers.ts";

const ws = makeWorkspace({ "src/app.py": "import os\n\ndef main(argv):\n    return run(argv[1:])\n" });

function ctx(messages: SimMessage[], tried: string[] = []) {
  const conv = readConversation(messages);
  return { conv, shown: conv.results.map((r) => r.text), tried: new Set(tried), workspaceDir: ws };
}

/** A conversation where `command` ran and its output was elided under id `id`. */
function elidedRun(command: string, id: string): SimMessage[] {
  return [
    { role: "user", content: "task" },
    { role: "assistant", content: [{ type: "tool_use", id, name: "bash", input: { command } }] },
    { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: `head\n${elisionMarker(id, { from: 2, to: 84 })}\ntail` }] },
  ];
}

describe("chooseRecovery", () => {
  it("pages back the elided output of the need's command, writing the text as a model would", () => {
    const c = ctx(elidedRun("make build", "toolu_a"));
    expect(chooseRecovery({ text: "deploy.md:18", command: "make build" }, c)).toEqual({ name: "output", input: { id: "toolu_a", pattern: "deploy.md:18" } });
    // text that would not match itself as a regex is escaped
    expect(chooseRecovery({ text: "main(argv)", command: "make build" }, c)).toEqual({ name: "output", input: { id: "toolu_a", pattern: "main\\(argv\\)" } });
  });

  it("does not page back output of another command; re-runs the need's command instead", () => {
    const c = ctx(elidedRun("make test", "toolu_a"));
    expect(chooseRecovery({ text: "x", command: "make build" }, c)).toEqual({ name: "bash", input: { command: "make build" } });
  });

  it("re-reads around the line holding the text in the live workspace, then gives up when all is tried", () => {
    const need = { text: "return run", file: "src/app.py" };
    const read = chooseRecovery(need, ctx([{ role: "user", content: "task" }]));
    expect(read).toEqual({ name: "read", input: { path: "src/app.py", offset: 1, limit: 30 } });
    expect(chooseRecovery(need, ctx([{ role: "user", content: "task" }], [callKey(read!)]))).toBeNull();
    expect(chooseRecovery({ text: "not in the file", file: "src/app.py" }, ctx([{ role: "user", content: "task" }]))).toBeNull();
  });

  it("runs grep -n for a lineRef need, quoting for the shell", () => {
    expect(grepCall({ text: "def main", file: "src/app.py", lineRef: true })).toEqual({ name: "bash", input: { command: "grep -n 'def main' src/app.py" } });
    expect(grepCall({ text: "it's [x]", file: "a b.py" }).input.command).toBe(`grep -nF 'it'\\''s [x]' 'a b.py'`);
    expect(grepCall({ text: { regex: "def \\w+" } }).input.command).toBe(`grep -rnE 'def \\w+' .`);
    expect(shellWord("src/app.py")).toBe("src/app.py");
  });
});

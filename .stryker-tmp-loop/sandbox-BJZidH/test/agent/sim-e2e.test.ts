/**
 * The done-when checks of issue 3, driven through the real SDK against the offline
 * simulator (src/sim), as a trial runs: the simulator plays a scripted trajectory and the
 * agent's tools act on a real workspace.
 */
// @ts-nocheck

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSimServer, type SimServer } from "../../src/sim/server.ts";
import type { SimSpec } from "../../src/suite/schema.ts";
import { runAgent } from "../../src/agent/session.ts";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";
import { tempWorkspace } from "./helpers/workspace.ts";

const bigPy = Array.from({ length: 700 }, (_, i) => `def f${i}(x):\n    return x + ${i}`).join("\n") + "\n"; // 1,400 lines
const indented = "class Cart:\n    def total(self):\n        if self.items:\n            return sum(i.price for i in self.items)\n        return 0\n";
const BIG_CMD = `for i in $(seq 1 20000); do echo "row $i ............................"; done`;

const cases: Record<string, SimSpec> = {
  "rewrite-cut": {
    steps: [
      { text: "Rewriting the module.", tools: [{ name: "write", input: { path: "big.py", content: bigPy.replace(/return x \+/g, "return x -") } }] },
      { final: "stopped" },
    ],
  },
  "refusals": {
    steps: [
      { tools: [{ name: "write", input: { path: "big.py", content: "def f0(x):\n    return x - 0\n# ... rest of the file unchanged ...\n" } }] },
      { tools: [{ name: "write", input: { path: "big.py", content: "def f0(x):\n    return x - 0\n" } }] },
      { final: "refused twice" },
    ],
  },
  "indent-edit": {
    steps: [
      { tools: [{ name: "edit", input: { path: "cart.py", old_string: "if self.items:\n    return sum(i.price for i in self.items)", new_string: "if self.items:\n    return round(sum(i.price for i in self.items), 2)" } }] },
      { final: "diagnosed" },
    ],
  },
  "big-output": {
    steps: [
      { tools: [{ name: "bash", input: { command: BIG_CMD } }] },
      { needs: [{ text: "row 10123 ", command: BIG_CMD }], final: "found row 10123" },
    ],
  },
  "two-reads": {
    steps: [
      { tools: [{ name: "read", input: { path: "a.txt" } }, { name: "read", input: { path: "b.txt" } }] },
      { final: "read both" },
    ],
  },
};

let server: SimServer;
const pristine = tempWorkspace({ "big.py": bigPy, "cart.py": indented, "a.txt": "A\n", "b.txt": "B\n" });
beforeAll(async () => {
  server = await startSimServer({ cases: Object.entries(cases).map(([id, sim]) => ({ id, sim, workspaceDir: pristine })), noise: 0 });
});
afterAll(async () => {
  await server?.close();
});

async function trial(caseId: string, maxTokens?: number) {
  const cwd = tempWorkspace({ "big.py": bigPy, "cart.py": indented, "a.txt": "A\n", "b.txt": "B\n" });
  const apiKey = `key-${caseId}-${Math.random()}`;
  server.registerTrial(apiKey, { caseId, seed: 1, workspaceDir: cwd });
  const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fc-e2e-")), "trace.jsonl");
  const outputs = new Map<string, { name: string; text: string }>();
  const end = await runAgent({
    cwd, prompt: "do it", model: "claude-sonnet-5-5", maxTurns: 8, tracePath, env: {}, baseURL: server.url, apiKey,
    ...(maxTokens ? { maxTokens } : {}),
    onToolOutput: (id, name, text) => outputs.set(id, { name, text }),
  });
  const events = parseTrace(fs.readFileSync(tracePath, "utf8"));
  return { cwd, end, events, outputs, of: <T extends TraceEvent["type"]>(type: T) => events.filter((e) => e.type === type) as Extract<TraceEvent, { type: T }>[] };
}

describe("FreeCode agent against the simulator", () => {
  it("a whole-file rewrite of a 1,400-line file cut at max_tokens leaves the file byte-identical, with a guard event", async () => {
    const t = await trial("rewrite-cut", 2000);
    expect(bigPy.split("\n").length - 1).toBe(1400);
    expect(t.of("model.response")[0]!.stop_reason).toBe("max_tokens");
    expect(fs.readFileSync(path.join(t.cwd, "big.py"), "utf8")).toBe(bigPy);
    expect(t.of("guard")).toEqual([expect.objectContaining({ guard: "max_tokens", tool: "write", turn: 1 })]);
    expect(t.of("tool.call")).toEqual([]);
    expect(t.end.outcome).toBe("end_turn");
  });

  it("an elided rewrite and a shrinking rewrite are refused", async () => {
    const t = await trial("refusals");
    expect(t.of("guard").map((g) => g.guard)).toEqual(["elision", "shrink"]);
    expect(t.of("tool.call").map((c) => [c.name, c.ok])).toEqual([["write", false], ["write", false]]);
    expect(fs.readFileSync(path.join(t.cwd, "big.py"), "utf8")).toBe(bigPy);
  });

  it("an edit whose old_string differs only in indentation gets a diagnostic naming the lines", async () => {
    const t = await trial("indent-edit");
    const [call] = t.of("tool.call");
    expect(call).toMatchObject({ name: "edit", ok: false });
    const text = t.outputs.get(call!.id)!.text;
    expect(text).toContain("It matches lines 3-4 if whitespace and indentation are ignored");
    expect(text).toContain("3:         if self.items:");
    expect(fs.readFileSync(path.join(t.cwd, "cart.py"), "utf8")).toBe(indented);
  });

  it("a 600 KB bash output is retrievable through output while the model's copy stays within 30,000 characters", async () => {
    const t = await trial("big-output");
    const [bash, paged] = t.of("tool.call");
    expect(bash).toMatchObject({ name: "bash", elided: true });
    expect(bash!.outputChars).toBeGreaterThan(600_000);
    expect(bash!.visibleChars).toBeLessThanOrEqual(30_000 + "\n[exit code 0]".length); // the status line is not capped
    expect(paged).toMatchObject({ name: "output", ok: true });
    expect(t.outputs.get(paged!.id)!.text).toContain("10123: row 10123 ....");
    expect(t.end).toMatchObject({ outcome: "end_turn", finalText: "found row 10123" });
  });

  it("two reads in one response come back in one message", async () => {
    const t = await trial("two-reads");
    expect(t.of("model.response")[0]!.toolUses.map((u) => u.name)).toEqual(["read", "read"]);
    expect(t.of("tool.call").map((c) => [c.name, c.turn, c.ok])).toEqual([["read", 1, true], ["read", 1, true]]);
    expect(t.of("model.request").map((r) => r.messages)).toEqual([1, 3]);
    expect(t.end).toMatchObject({ outcome: "end_turn", turns: 2 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elisionMarker, numberedLine, readFooter } from "../../src/agent-protocol/formats.ts";
import type { SimSpec } from "../../src/suite/schema.ts";
import { startSimServer, type SimServer } from "../../src/sim/server.ts";
import { answer, client, makeWorkspace, type Msg, toolUses, turn } from "./helpers.ts";

const lines = Array.from({ length: 80 }, (_, i) => (i === 59 ? "    return total / count  # BUG" : `line ${i + 1}`));
const FILE = lines.join("\n") + "\n";

/** The plain read output the agent gives (lines, blank line, footer), optionally numbered. */
function readOutput(from: number, to: number, numbered = false): string {
  const shown = lines.slice(from - 1, to).map((l, i) => (numbered ? numberedLine(from + i, l) : l));
  return `${shown.join("\n")}\n\n${readFooter(from, to, lines.length)}`;
}

const spec: SimSpec = {
  steps: [
    { tools: [{ name: "read", input: { path: "stats.py", limit: 40 } }] },
    {
      needs: [{ text: "return total / count", file: "stats.py" }],
      tools: [{ name: "edit", input: { path: "stats.py", old_string: "return total / count", new_string: "return total / max(count, 1)" } }],
      onError: [
        { tools: [{ name: "read", input: { path: "stats.py" } }] },
        { tools: [{ name: "edit", input: { path: "stats.py", old_string: "total / count", new_string: "total / max(count, 1)" } }] },
      ],
    },
    { final: "Fixed the division on line {{line:stats.py:return total}}." },
  ],
};

const lineRefSpec: SimSpec = {
  steps: [
    { tools: [{ name: "read", input: { path: "stats.py" } }] },
    { needs: [{ text: "return total / count", file: "stats.py", lineRef: true }], final: "The bug is on line {{line:stats.py:return total}}." },
  ],
};

describe("policy: needs, recoveries, onError, final", () => {
  let server: SimServer;
  let ws: string;
  beforeAll(async () => {
    ws = makeWorkspace({ "stats.py": FILE });
    server = await startSimServer({
      cases: [{ id: "case-a", sim: spec, workspaceDir: ws }, { id: "case-b", sim: lineRefSpec, workspaceDir: ws }],
      noise: 0,
    });
  });
  afterAll(async () => { await server.close(); });

  it("re-reads the region around the needed line when a read did not show it, then takes the step", async () => {
    const c = client(server);
    const msgs: Msg[] = [{ role: "user", content: "fix the division" }];
    const r1 = await turn(c, msgs);
    msgs.push({ role: "assistant", content: r1.content }, answer(r1.content, () => readOutput(1, 40)));
    const r2 = await turn(c, msgs);
    expect(toolUses(r2).map((t) => [t.name, t.input])).toEqual([["read", { path: "stats.py", offset: 50, limit: 30 }]]);
    expect(toolUses(r2)[0]!.id).toMatch(/^toolu_s1r1_0_/);
    msgs.push({ role: "assistant", content: r2.content }, answer(r2.content, () => readOutput(50, 79)));
    const r3 = await turn(c, msgs);
    expect(toolUses(r3).map((t) => t.name)).toEqual(["edit"]);
    expect(toolUses(r3)[0]!.id).toMatch(/^toolu_s1m_0_/);
    msgs.push({ role: "assistant", content: r3.content }, answer(r3.content, () => "edited"));
    const r4 = await turn(c, msgs);
    expect(r4.content).toEqual([{ type: "text", text: "Fixed the division on line 60.", citations: null }]);
  });

  it("takes the step directly when the need is already visible", async () => {
    const c = client(server);
    const msgs: Msg[] = [{ role: "user", content: "go" }];
    const r1 = await turn(c, msgs);
    msgs.push({ role: "assistant", content: r1.content }, answer(r1.content, () => readOutput(1, 80)));
    expect(toolUses(await turn(c, msgs)).map((t) => t.name)).toEqual(["edit"]);
  });

  it("pages elided output back with the output tool before re-reading", async () => {
    const c = client(server);
    const msgs: Msg[] = [{ role: "user", content: "go" }];
    const r1 = await turn(c, msgs);
    const id = toolUses(r1)[0]!.id;
    const elided = `${lines.slice(0, 30).join("\n")}\n${elisionMarker(id, { from: 31, to: 69 })}\n${lines.slice(70).join("\n")}`;
    msgs.push({ role: "assistant", content: r1.content }, answer(r1.content, () => elided));
    const r2 = await turn(c, msgs);
    expect(toolUses(r2).map((t) => [t.name, t.input])).toEqual([["output", { id, pattern: "return total / count" }]]);
    // the page-back did not show it either (e.g. evicted): the next recovery is the re-read
    msgs.push({ role: "assistant", content: r2.content }, answer(r2.content, () => "no such output"));
    const r3 = await turn(c, msgs);
    expect(toolUses(r3).map((t) => [t.name, t.input])).toEqual([["read", { path: "stats.py", offset: 50, limit: 30 }]]);
    expect(toolUses(r3)[0]!.id).toMatch(/^toolu_s1r2_/);
  });

  it("takes the step anyway when nothing is left to try (no repeated recoveries)", async () => {
    const c = client(server);
    const msgs: Msg[] = [{ role: "user", content: "go" }];
    const r1 = await turn(c, msgs);
    msgs.push({ role: "assistant", content: r1.content }, answer(r1.content, () => readOutput(1, 40)));
    const r2 = await turn(c, msgs); // re-read
    msgs.push({ role: "assistant", content: r2.content }, answer(r2.content, () => "(the read failed)"));
    const r3 = await turn(c, msgs);
    expect(toolUses(r3).map((t) => t.name)).toEqual(["edit"]);
  });

  it("plays onError steps when a call of the step fails, then continues after it", async () => {
    const c = client(server);
    const msgs: Msg[] = [{ role: "user", content: "go" }];
    const r1 = await turn(c, msgs);
    msgs.push({ role: "assistant", content: r1.content }, answer(r1.content, () => readOutput(1, 80)));
    const r2 = await turn(c, msgs);
    msgs.push({ role: "assistant", content: r2.content }, answer(r2.content, () => ({ text: "old_string not found", isError: true })));
    const r3 = await turn(c, msgs);
    expect(toolUses(r3).map((t) => [t.name, t.input])).toEqual([["read", { path: "stats.py" }]]);
    expect(toolUses(r3)[0]!.id).toMatch(/^toolu_s1e0m_/);
    msgs.push({ role: "assistant", content: r3.content }, answer(r3.content, () => readOutput(1, 80)));
    const r4 = await turn(c, msgs);
    expect(toolUses(r4)[0]!.input).toMatchObject({ old_string: "total / count" });
    msgs.push({ role: "assistant", content: r4.content }, answer(r4.content, () => "edited"));
    const r5 = await turn(c, msgs);
    expect(r5.stop_reason).toBe("end_turn");
  });

  it("lineRef: runs grep -n first when the line is shown without its number", async () => {
    const c = client(server, "fcsim_case-b_1");
    const msgs: Msg[] = [{ role: "user", content: "where is the bug?" }];
    const r1 = await turn(c, msgs);
    msgs.push({ role: "assistant", content: r1.content }, answer(r1.content, () => readOutput(1, 80)));
    const r2 = await turn(c, msgs);
    expect(toolUses(r2).map((t) => [t.name, t.input])).toEqual([["bash", { command: "grep -n 'return total / count' stats.py" }]]);
    msgs.push({ role: "assistant", content: r2.content }, answer(r2.content, () => "60:    return total / count  # BUG"));
    const r3 = await turn(c, msgs);
    expect(r3.content[0]).toMatchObject({ type: "text", text: "The bug is on line 60." });
  });

  it("lineRef: no detour when read shows `N: ` numbered lines", async () => {
    const c = client(server, "fcsim_case-b_1");
    const msgs: Msg[] = [{ role: "user", content: "where is the bug?" }];
    const r1 = await turn(c, msgs);
    msgs.push({ role: "assistant", content: r1.content }, answer(r1.content, () => readOutput(1, 80, true)));
    const r2 = await turn(c, msgs);
    expect(r2.stop_reason).toBe("end_turn");
  });
});

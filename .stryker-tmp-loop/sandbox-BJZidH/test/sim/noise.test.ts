// @ts-nocheck
import { describe, expect, it } from "vitest";
import { numberedLine } from "../../src/agent-protocol/formats.ts";
import type { SimSpec } from "../../src/suite/schema.ts";
import { readConversation } from "../../src/sim/conversation.ts";
import { decodeToolUseId, encodeToolUseId } from "../../src/sim/ids.ts";
import { NOISE_DEFAULTS, noiseHappens, uniform } from "../../src/sim/noise.ts";
import { nextResponse, type PlannedBlock } from "../../src/sim/policy.ts";
import type { SimMessage } from "../../src/sim/request.ts";
import { makeWorkspace } from "./helpers.ts";

const ws = makeWorkspace({ "a.py": "def f():\n    return 1\n", "b.py": "import a\n" });
const spec: SimSpec = {
  steps: [
    { tools: [{ name: "read", input: { path: "a.py" } }, { name: "read", input: { path: "b.py" } }] },
    { needs: [{ text: "return 1", file: "a.py", lineRef: true }], tools: [{ name: "edit", input: { path: "a.py", old_string: "return 1", new_string: "return 2" } }] },
    { final: "Changed line {{line:a.py:return}}." },
  ],
};

function reply(c: PlannedBlock & { type: "tool_use" }, numbered: boolean): string {
  if (c.name === "read" && c.input.path === "a.py") return numbered ? `${numberedLine(1, "def f():")}\n${numberedLine(2, "    return 1")}` : "def f():\n    return 1";
  if (c.name === "bash" && String(c.input.command).startsWith("grep -n")) return "2:    return 1";
  return "ok";
}

/** Plays the policy against a scripted agent; returns each response's blocks. */
function play(seed: number, noise: number, numbered: boolean): PlannedBlock[][] {
  const messages: SimMessage[] = [{ role: "user", content: "task" }];
  const out: PlannedBlock[][] = [];
  for (let i = 0; i < 20; i++) {
    const blocks = nextResponse({ spec, caseId: "c", seed, workspaceDir: ws, noise, conv: readConversation(messages) });
    out.push(blocks);
    const calls = blocks.filter((b): b is PlannedBlock & { type: "tool_use" } => b.type === "tool_use");
    if (calls.length === 0) break;
    messages.push({ role: "assistant", content: blocks.map((b) => ({ ...b })) });
    messages.push({
      role: "user",
      content: calls.map((c) => ({
        type: "tool_result",
        tool_use_id: c.id,
        content: reply(c, numbered),
      })),
    });
  }
  return out;
}

const kinds = (r: PlannedBlock[][]) =>
  r.map((blocks) => {
    const t = blocks.find((b) => b.type === "tool_use");
    if (!t || t.type !== "tool_use") return "final";
    const d = decodeToolUseId(t.id)!;
    return `s${d.path.join(".")}:${d.kind.type}`;
  });

describe("noise", () => {
  it("noise 0 plays the reference trajectory exactly, whatever the seed", () => {
    for (const seed of [1, 2, 3, 99]) {
      expect(kinds(play(seed, 0, true))).toEqual(["s0:main", "s1:main", "final"]);
      expect(kinds(play(seed, 0, false))).toEqual(["s0:main", "s1:recovery", "s1:main", "final"]);
    }
    expect(play(1, 0, true).at(-1)).toEqual([{ type: "text", text: "Changed line 2." }]);
  });

  it("the same seed gives the same trajectory; different seeds vary", () => {
    expect(play(17, 1, true)).toEqual(play(17, 1, true));
    const shapes = new Set(Array.from({ length: 60 }, (_, s) => kinds(play(s, 1, true)).join(" ")));
    expect(shapes.size).toBeGreaterThan(2);
  });

  it("produces each kind of noise over many trials, at about its documented chance", () => {
    let explores = 0, splits = 0, verbose = 0;
    const n = 400;
    for (let s = 0; s < n; s++) {
      const r = play(s, 1, true);
      const k = kinds(r);
      if (k.includes("s0:explore")) explores++;
      if (k.includes("s0:head")) {
        splits++;
        expect(k[k.indexOf("s0:head") + 1]).toBe("s0:tail");
      }
      const final = r.at(-1)![0]!;
      if (final.type === "text" && final.text.includes("To recap")) verbose++;
    }
    expect(explores / n).toBeGreaterThan(NOISE_DEFAULTS.explore - 0.06);
    expect(explores / n).toBeLessThan(NOISE_DEFAULTS.explore + 0.06);
    expect(splits / n).toBeGreaterThan(NOISE_DEFAULTS.split - 0.05);
    expect(splits / n).toBeLessThan(NOISE_DEFAULTS.split + 0.05);
    expect(verbose / n).toBeGreaterThan(NOISE_DEFAULTS.verbose - 0.06);
    expect(verbose / n).toBeLessThan(NOISE_DEFAULTS.verbose + 0.06);
  });

  it("is blind to the arm: the noise events at each step are the same whatever the tool results showed", () => {
    for (let s = 0; s < 80; s++) {
      const noisy = (numbered: boolean) => kinds(play(s, 1, numbered)).filter((k) => /explore|head|tail/.test(k));
      expect(noisy(true)).toEqual(noisy(false));
    }
  });

  it("an explore call reads a file the case touches", () => {
    const seed = Array.from({ length: 200 }, (_, i) => i).find((s) => noiseHappens("explore", 1, s, "s0"))!;
    const first = play(seed, 1, true)[0]!;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ type: "tool_use", name: "read" });
    expect(["a.py", "b.py"]).toContain((first[0] as unknown as { input: { path: string } }).input.path);
  });

  it("scales chances by the noise level", () => {
    const hits = (scale: number) => Array.from({ length: 1000 }, (_, s) => noiseHappens("verbose", scale, s, "s2")).filter(Boolean).length;
    expect(hits(0)).toBe(0);
    expect(hits(0.5)).toBeLessThan(hits(1));
    expect(uniform(1, "x")).toBe(uniform(1, "x"));
  });
});

describe("tool-use ids", () => {
  it("round-trip path and kind, and look like the API's", () => {
    const id = encodeToolUseId([3, 1], { type: "recovery", attempt: 2 }, 0, "c:1");
    expect(id).toMatch(/^toolu_s3e1r2_0_[0-9a-f]{12}$/);
    expect(decodeToolUseId(id)).toEqual({ path: [3, 1], kind: { type: "recovery", attempt: 2 }, index: 0 });
    expect(decodeToolUseId("toolu_01A09q90qw90lq917835lq9")).toBeNull();
    expect(encodeToolUseId([0], { type: "main" }, 0, "a")).not.toBe(encodeToolUseId([0], { type: "main" }, 0, "b"));
  });
});

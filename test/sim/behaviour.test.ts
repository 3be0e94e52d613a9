/**
 * Issue 16: the simulated model's behaviour when what it needs is not visible (hidden.ts,
 * detours.ts), judged answers of drawn quality (answers.ts), and noise seeded per arm.
 */
import { describe, expect, it } from "vitest";
import { elisionMarker, numberedLine } from "../../src/agent-protocol/formats.ts";
import { simNoiseSeed } from "../../src/runner/provider-binding.ts";
import { answerQuality, shapeAnswer, withoutPoint } from "../../src/sim/answers.ts";
import { BEHAVIOUR, chance, prefers, WIDEN_LINES } from "../../src/sim/behaviour.ts";
import { readConversation } from "../../src/sim/conversation.ts";
import { checkCall, widenedEdit, withCopiedNumbers } from "../../src/sim/detours.ts";
import { cutRegions, windowCall } from "../../src/sim/hidden.ts";
import { decodeToolUseId, encodeToolUseId } from "../../src/sim/ids.ts";
import { nextResponse } from "../../src/sim/policy.ts";
import type { SimMessage } from "../../src/sim/request.ts";
import { makeWorkspace } from "./helpers.ts";

describe("cut regions", () => {
  it("places a head + tail cap's region after the head, and shaped regions where their markers stand", () => {
    const capped = `l1\nl2\nl3\n${elisionMarker("toolu_a", { from: 4, to: 103 })}\nt1`;
    expect(cutRegions(capped)).toEqual([{ id: "toolu_a", startLine: 4, lines: 100, reason: "headTail" }]);
    const shaped = [
      "head",
      `[12 passing lines collapsed] ${elisionMarker("toolu_b", { from: 2, to: 13 })}`,
      "ERROR x",
      `[3 progress lines folded] ${elisionMarker("toolu_b", { from: 15, to: 17 })}`,
      `[40 log lines without a failure dropped] ${elisionMarker("toolu_b", { from: 18, to: 57 })}`,
      `[2 duplicate lines removed] ${elisionMarker("toolu_b", { from: 5, to: 40, lines: 2 })}`,
    ].join("\n");
    expect(cutRegions(shaped).map((r) => [r.startLine, r.lines, r.reason])).toEqual([[2, 12, "passing"], [15, 3, "folded"], [18, 40, "omitted"], [5, 36, "folded"]]);
  });

  it("pages a region window by window and stops past its end", () => {
    const r = { id: "toolu_a", startLine: 41, lines: 350, reason: "omitted" as const };
    expect(windowCall(r, 0)).toEqual({ name: "output", input: { id: "toolu_a", offset: 41, limit: 200 } });
    expect(windowCall(r, 1)!.input.offset).toBe(241);
    expect(windowCall(r, 2)).toBeNull();
  });
});

/** A conversation in which the simulator ran one bash call whose shown result is `text`. */
function convWith(text: string, seed = 1): ReturnType<typeof readConversation> {
  const id = encodeToolUseId([0], { type: "main" }, 0, `c:${seed}`);
  const messages: SimMessage[] = [
    { role: "user", content: "task" },
    { role: "assistant", content: [{ type: "tool_use", id, name: "bash", input: { command: "make" } }] },
    { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: text.replaceAll("ID", id) }] },
  ];
  return readConversation(messages);
}

describe("checking a collapsed region", () => {
  const ws = makeWorkspace({ "a.txt": "x\n" });
  const rate = (text: string) => {
    let n = 0;
    for (let seed = 0; seed < 2000; seed++) if (checkCall({ conv: convWith(text, seed), seed, noise: 1, workspaceDir: ws })) n++;
    return n / 2000;
  };

  it("happens at about its documented chance for each kind of cut, and never at noise 0", () => {
    const omitted = `a\n[300 listing entries collapsed] ${elisionMarker("ID", { from: 2, to: 301 })}\nb`;
    const folded = `a\n[300 progress lines folded] ${elisionMarker("ID", { from: 2, to: 301 })}\nb`;
    expect(Math.abs(rate(omitted) - BEHAVIOUR.checkOmitted)).toBeLessThan(0.04);
    expect(Math.abs(rate(folded) - BEHAVIOUR.checkFolded)).toBeLessThan(0.03);
    expect(rate("a\nb\nno marker")).toBe(0);
    expect(checkCall({ conv: convWith(omitted, 3), seed: 3, noise: 0, workspaceDir: ws })).toBeNull();
  });
});

describe("checking several collapsed regions of one output", () => {
  const ws = makeWorkspace({ "a.txt": "x\n" });

  it("never asks again for lines an earlier window of the same output showed", () => {
    // A shaped search: markers at lines 2, 13 and 24 (10 lines collapsed each), then one at 600.
    const m = (from: number) => `[10 more matches in the same file collapsed] ${elisionMarker("ID", { from, to: from + 9 })}`;
    const text = ["a", m(2), "b", m(13), "c", m(24), "d"].join("\n");
    const far = `${text}\n${"e\n".repeat(560)}${m(600)}`;
    let checked = 0;
    for (let seed = 0; seed < 200; seed++) {
      const base = convWith(far, seed);
      const first = checkCall({ conv: base, seed, noise: 1, workspaceDir: ws });
      // The first region is checked at checkOmitted's chance; else a later one may be.
      if (!first || first.input.offset !== 2) continue;
      checked++;
      const id = base.results[0]!.toolUseId;
      expect(first).toEqual({ name: "output", input: { id, offset: 2, limit: 400 } });
      // The model paged lines 2–401: the regions at 13 and 24 are seen, only the one past 401 may be checked.
      const paged = { path: [0], kind: { type: "check" as const }, calls: [{ id: "toolu_x", name: "output", input: first.input }] };
      const after = checkCall({ conv: { ...base, emitted: [...base.emitted, paged] }, seed, noise: 1, workspaceDir: ws });
      if (after) expect(after.input.offset as number).toBeGreaterThanOrEqual(402);
    }
    expect(checked).toBeGreaterThan(150); // about checkOmitted × 200
  });
});

describe("line numbers copied into an edit anchor", () => {
  const ws = makeWorkspace({ "m.py": "def f():\n    return 1\n" });
  const edit = { name: "edit", input: { path: "m.py", old_string: "    return 1\n", new_string: "    return 2\n" } };

  it("copies the numbers only when the anchor was last seen numbered, at about the documented chance", () => {
    const numbered = [`${numberedLine(1, "def f():")}\n${numberedLine(2, "    return 1")}`];
    let slips = 0;
    for (let seed = 0; seed < 1000; seed++) {
      const d = { conv: convWith("ok", seed), seed, noise: 1, workspaceDir: ws };
      expect(withCopiedNumbers(d, [edit], "s1", ["def f():\n    return 1"])).toBeNull();
      const out = withCopiedNumbers(d, [edit], "s1", numbered);
      if (out) {
        slips++;
        expect(out[0]!.input.old_string).toBe("2:     return 1\n");
      }
    }
    expect(Math.abs(slips / 1000 - BEHAVIOUR.copyLineNumbers)).toBeLessThan(0.05);
  });
});

describe("judged answers", () => {
  const answer = "The cause is line 412 of prices.csv. parse_price calls float() on N/A.\n\nFix the row.";
  const a = { wrong: "It is the reconcile step.", must: ["prices\\.csv", "parse_price", "\\b412\\b"] };

  it("drops the sentences of one rubric point, or gives the wrong answer", () => {
    expect(withoutPoint(answer, "parse_price")).toBe("The cause is line 412 of prices.csv.\n\nFix the row.");
    expect(shapeAnswer(answer, "complete", a, 1, "s2")).toBe(answer);
    expect(shapeAnswer(answer, "wrong", a, 1, "s2")).toBe(a.wrong);
    const missing = shapeAnswer(answer, "missing-one", a, 1, "s2");
    expect(a.must.filter((p) => new RegExp(p, "im").test(missing)).length).toBeLessThan(a.must.filter((p) => new RegExp(p, "im").test(answer)).length);
  });

  it("draws the three qualities at about their chances; unseen needs make the wrong answer likelier; noise 0 is complete", () => {
    const count = (unseen: number) => {
      const n = { complete: 0, "missing-one": 0, wrong: 0 };
      for (let seed = 0; seed < 4000; seed++) n[answerQuality(seed, 1, "s2", unseen)]++;
      return n;
    };
    const seen = count(0);
    expect(Math.abs(seen.wrong / 4000 - chance("answerWrong", 1))).toBeLessThan(0.02);
    expect(Math.abs(seen["missing-one"] / 4000 - chance("answerMissOne", 1))).toBeLessThan(0.03);
    expect(count(1).wrong / 4000).toBeGreaterThan(seen.wrong / 4000 + 0.2);
    expect(answerQuality(5, 0, "s2", 3)).toBe("complete");
  });
});

describe("noise seeds", () => {
  it("differ between the arms of a pair unless shared", () => {
    expect(simNoiseSeed(123, "baseline", false)).not.toBe(simNoiseSeed(123, "candidate", false));
    expect(simNoiseSeed(123, "baseline", true)).toBe(simNoiseSeed(123, "candidate", true));
    expect(simNoiseSeed(123, "baseline", true)).toBe(123);
  });

  it("a route that must be taken takes the likelier one at noise 0", () => {
    for (const seed of [1, 2, 3]) expect(prefers("pageByPattern", 0, seed, "s1")).toBe(BEHAVIOUR.pageByPattern >= 0.5);
  });
});

describe("a slip plays out as a real model's would", () => {
  const ws = makeWorkspace({ "m.py": "def f():\n    return 1\n" });
  const spec = {
    steps: [
      { tools: [{ name: "read", input: { path: "m.py" } }] },
      { needs: [{ text: "return 1", file: "m.py" }], tools: [{ name: "edit", input: { path: "m.py", old_string: "    return 1\n", new_string: "    return 2\n" } }] },
      { final: "Done." },
    ],
  };
  const kindsOf = (seed: number) => {
    const messages: SimMessage[] = [{ role: "user", content: "task" }];
    const kinds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const blocks = nextResponse({ spec, caseId: "c", seed, workspaceDir: ws, noise: 1, conv: readConversation(messages) });
      const calls = blocks.filter((b) => b.type === "tool_use");
      if (calls.length === 0) { kinds.push("final"); break; }
      kinds.push(decodeToolUseId(calls[0]!.id)!.kind.type);
      messages.push({ role: "assistant", content: blocks.map((b) => ({ ...b })) });
      messages.push({
        role: "user",
        content: calls.map((c) => {
          const input = c.input as Record<string, unknown>;
          const bad = c.name === "edit" && String(input.old_string).startsWith("2: ");
          const text = c.name === "read" ? `${numberedLine(1, "def f():")}\n${numberedLine(2, "    return 1")}` : bad ? "edit: old_string not found" : "ok";
          return { type: "tool_result", tool_use_id: c.id, content: text, ...(bad ? { is_error: true } : {}) };
        }),
      });
    }
    return kinds;
  };

  it("copied numbers fail the edit; the model re-reads the region and sends the edit again", () => {
    const all = Array.from({ length: 60 }, (_, seed) => kindsOf(seed).filter((k) => k !== "explore"));
    const slipped = all.filter((k) => k.includes("slip"));
    expect(slipped.length).toBeGreaterThan(10);
    for (const k of slipped) expect(k.slice(k.indexOf("slip"))).toEqual(["slip", "reread", "fix", "final"]);
    expect(all.some((k) => !k.includes("slip") && k.join() === "main,main,final")).toBe(true);
  });
});

describe("an edit sent again after a miss", () => {
  it("quotes WIDEN_LINES more lines of the live file on each side, in old_string and new_string alike", () => {
    const ws = makeWorkspace({ "m.py": `${Array.from({ length: 12 }, (_, i) => `line${i + 1}`).join("\n")}\n` });
    const wide = widenedEdit({ name: "edit", input: { path: "m.py", old_string: "line6\nline7\n", new_string: "X\n" } }, ws);
    expect(WIDEN_LINES).toBe(4);
    expect(wide.input.old_string).toBe("line2\nline3\nline4\nline5\nline6\nline7\nline8\nline9\nline10\nline11\n");
    expect(wide.input.new_string).toBe("line2\nline3\nline4\nline5\nX\nline8\nline9\nline10\nline11\n");
    const ambiguous = { name: "edit", input: { path: "m.py", old_string: "line", new_string: "x" } };
    expect(widenedEdit(ambiguous, ws)).toBe(ambiguous);
  });
});

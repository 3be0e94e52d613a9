/** Class 5: fallback matching never offers an empty or blank region; overlapping occurrences count as several. */
// @ts-nocheck

import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { b, toolHarness } from "../helpers/exec.ts";

const HEAD = (p: string) => `edit failed: old_string was not found in ${p}; nothing was changed.`;

describe("whitespace-only and blank regions", () => {
  it("a whitespace-only old_string is told so, not matched to an empty 100% region", async () => {
    const h = toolHarness({ "t.txt": "alpha\nbeta\n" });
    const r = await h.call("edit", { path: "t.txt", old_string: "  \n\t", new_string: "x" });
    expect(r).toEqual({
      id: "toolu_1",
      isError: true,
      content: `${HEAD("t.txt")}\nold_string holds only whitespace (2 spaces and a line break and 1 tab (U+0009)), which cannot locate a place in the file. Include a neighbouring line with visible text and retry.`,
    });
    expect(h.bytes("t.txt").equals(b("alpha\nbeta\n"))).toBe(true);
  });

  it("blank lines of the file are never the closest region", async () => {
    const h = toolHarness({ "t.txt": "def f():\n\n\n\n    return 1\n" });
    const r = await h.call("edit", { path: "t.txt", old_string: "\n\n    return 2\n", new_string: "x" });
    expect(r.content).toContain("The closest region is line 5 (");
    expect(r.content).toContain("5:     return 1");
  });
});

describe("overlapping occurrences", () => {
  it("count as several, even with replace_all", async () => {
    const h = toolHarness({ "o.txt": "aaa\n" });
    const msg = `edit failed: old_string occurs 2 times in o.txt, at lines 1, 1 (some occurrences overlap, so replace_all cannot tell them apart); nothing was changed. Include more surrounding lines to make it unique.`;
    expect((await h.call("edit", { path: "o.txt", old_string: "aa", new_string: "b" })).content).toBe(msg);
    expect((await h.call("edit", { path: "o.txt", old_string: "aa", new_string: "b", replace_all: true })).content).toBe(msg);
    expect(h.bytes("o.txt").equals(b("aaa\n"))).toBe(true);
  });

  it("loose matches count overlapping places too", async () => {
    const h = toolHarness({ "o.txt": "ab ab ab\n" });
    const r = await h.call("edit", { path: "o.txt", old_string: "ab  ab", new_string: "x" });
    expect(r.content).toContain("It matches 2 places (overlapping ones counted): line 1, line 1 if whitespace and indentation are ignored");
  });
});

describe("property: a diagnostic's region always has visible text", () => {
  it("never names an empty, blank or zero-length region", async () => {
    const lineArb = fc.oneof(fc.constant(""), fc.constant("   "), fc.constant("\t"), fc.stringMatching(/^[a-z ]{1,10}$/));
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { minLength: 1, maxLength: 10 }), fc.array(lineArb, { minLength: 1, maxLength: 4 }), async (fileLines, oldLines) => {
        const src = fileLines.join("\n") + "\n";
        const oldString = oldLines.join("\n");
        fc.pre(oldString !== "" && !src.includes(oldString));
        const h = toolHarness({ "t.txt": src });
        const r = await h.call("edit", { path: "t.txt", old_string: oldString, new_string: "zz" });
        expect(r.isError).toBe(true);
        expect(r.content).not.toMatch(/lines? (\d+)-\1\b/);
        const excerpt = [...r.content.matchAll(/^(\d+): (.*)$/gm)].map((m) => m[2]!);
        if (/closest region|It matches/.test(r.content)) expect(excerpt.some((l) => l.replace(/→/g, "").trim() !== "")).toBe(true);
        else expect(r.content).toMatch(/only whitespace|No region of the file resembles it/);
        expect(h.bytes("t.txt").equals(b(src))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

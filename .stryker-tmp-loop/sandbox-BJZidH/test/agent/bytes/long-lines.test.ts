/** Class 13: read's "line truncated" marker says how to see the rest, and that way works. */
// @ts-nocheck

import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { toolHarness } from "../helpers/exec.ts";

describe("long lines", () => {
  it("the marker names the line's length, the part shown and the read call for the rest", async () => {
    const line = "a".repeat(2000) + "b".repeat(2000) + "c".repeat(500);
    const h = toolHarness({ "w.txt": `short\n${line}\nend\n` }, { FREECODE_READ_LINE_NUMBERS: "1" });
    const first = await h.call("read", { path: "w.txt" });
    expect(first.content).toBe(
      `1: short\n2: ${"a".repeat(2000)}… [line truncated: 4500 characters, 1-2000 shown; for the rest, read with offset=2 limit=1 column=2001]\n3: end\n\n[lines 1-3 of 3; end of file]`,
    );
    const second = await h.call("read", { path: "w.txt", offset: 2, limit: 1, column: 2001 });
    expect(second.content).toBe(`2: ${"b".repeat(2000)}… [line truncated: 4500 characters, 2001-4000 shown; for the rest, read with offset=2 limit=1 column=4001]\n\n[lines 2-2 of 3; continue with offset=3]`);
    const third = await h.call("read", { path: "w.txt", offset: 2, limit: 1, column: 4001 });
    expect(third.content).toBe(`2: ${"c".repeat(500)}\n\n[lines 2-2 of 3; continue with offset=3]`);
  });

  it("grep's cut of a long matching line names the same read call, on a code point boundary", async () => {
    const line = "needle " + "🎉".repeat(1200); // 2407 UTF-16 units; 2000 falls inside a pair
    const h = toolHarness({ "g.txt": `x\n${line}\n` });
    const r = await h.call("grep", { pattern: "needle" });
    const m = /^g\.txt:2: (.*)… \[line truncated: 2407 characters; for the rest, read g\.txt with offset=2 limit=1 column=(\d+)\]$/m.exec(r.content)!;
    expect(m).not.toBeNull();
    expect(line.startsWith(m[1]!)).toBe(true);
    expect(Number(m[2])).toBe(m[1]!.length + 1);
    expect(m[1]!.length).toBe(1999);
    expect(r.content).not.toContain("\uFFFD");
  });

  it("property: following the markers shows every character of every line exactly once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 7000 }), { minLength: 1, maxLength: 4 }), async (lengths) => {
        const lines = lengths.map((len, i) => Array.from({ length: len }, (_, k) => String.fromCharCode(97 + ((k + i) % 26))).join(""));
        const h = toolHarness({ "f.txt": lines.join("\n") + "\n" }, { FREECODE_OUTPUT_MAX_CHARS: "1000000" });
        for (let i = 0; i < lines.length; i++) {
          let got = "";
          let column = 1;
          for (;;) {
            const r = await h.call("read", { path: "f.txt", offset: i + 1, limit: 1, column });
            const text = r.content.slice(0, r.content.lastIndexOf("\n\n["));
            const m = /… \[line truncated: \d+ characters, \d+-\d+ shown; for the rest, read with offset=(\d+) limit=1 column=(\d+)\]$/.exec(text);
            if (!m) {
              got += text;
              break;
            }
            expect(Number(m[1])).toBe(i + 1);
            expect(m.index).toBeLessThanOrEqual(2000);
            got += text.slice(0, m.index);
            column = Number(m[2]);
          }
          expect(got).toBe(lines[i]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** Class 1: line endings. Edits match on "\n"-normalised text and splice the raw bytes; write keeps CRLF. */
// @ts-nocheck

import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { b, toolHarness } from "../helpers/exec.ts";

describe("edit across mixed line endings", () => {
  it("matches a span whose line ending differs from the dominant one, and keeps every other byte", async () => {
    const h = toolHarness({ "m.txt": "one\r\ntwo\nthree\r\nfour\r\n" });
    const r = await h.call("edit", { path: "m.txt", old_string: "two\nthree", new_string: "2\n3" });
    expect(r).toEqual({ id: "toolu_1", content: "Edited m.txt: replaced 1 occurrence (first at line 2, now 2 lines).", isError: false });
    expect(h.bytes("m.txt").equals(b("one\r\n2\n3\r\nfour\r\n"))).toBe(true);
  });

  it("takes old_string sent with CRLF as the same text", async () => {
    const h = toolHarness({ "m.txt": "one\r\ntwo\nthree\r\nfour\r\n" });
    const r = await h.call("edit", { path: "m.txt", old_string: "one\r\ntwo\r\nthree", new_string: "1\r\n2\r\n3" });
    expect(r.isError).toBe(false);
    expect(h.bytes("m.txt").equals(b("1\r\n2\n3\r\nfour\r\n"))).toBe(true);
  });

  it("gives added lines the ending of the lines they replace", async () => {
    const h = toolHarness({ "c.txt": "a\r\nb\r\nc\r\n" });
    await h.call("edit", { path: "c.txt", old_string: "b\n", new_string: "b\nb2\nb3\n" });
    expect(h.bytes("c.txt").equals(b("a\r\nb\r\nb2\r\nb3\r\nc\r\n"))).toBe(true);
    // Inside a line (no line break replaced): the ending of that line.
    await h.call("edit", { path: "c.txt", old_string: "b2", new_string: "x\ny" });
    expect(h.bytes("c.txt").equals(b("a\r\nb\r\nx\r\ny\r\nb3\r\nc\r\n"))).toBe(true);
  });
});

describe("write over an existing file", () => {
  it("keeps CRLF when the file it replaces is CRLF, and says so", async () => {
    const h = toolHarness({ "w.txt": "a\r\nb\r\n" });
    const r = await h.call("write", { path: "w.txt", content: "x\ny\nz\n" });
    expect(r.content).toBe("Replaced w.txt: 3 lines, 9 bytes. Kept its CRLF line endings.");
    expect(h.bytes("w.txt").equals(b("x\r\ny\r\nz\r\n"))).toBe(true);
  });

  it("writes LF over an LF file and a new file as given", async () => {
    const h = toolHarness({ "l.txt": "a\nb\n" });
    expect((await h.call("write", { path: "l.txt", content: "x\ny\n" })).content).toBe("Replaced l.txt: 2 lines, 4 bytes.");
    expect(h.bytes("l.txt").equals(b("x\ny\n"))).toBe(true);
    await h.call("write", { path: "n.txt", content: "p\r\nq\n" });
    expect(h.bytes("n.txt").equals(b("p\r\nq\n"))).toBe(true);
  });
});

const EOLS = ["\n", "\r\n"] as const;
/** A file of lines with unique prefixes `L<i>:` and random endings (the last maybe none). */
const fileArb = fc
  .record({
    lines: fc.array(fc.record({ text: fc.stringMatching(/^[a-z =();]{0,12}$/), eol: fc.constantFrom(...EOLS) }), { minLength: 1, maxLength: 10 }),
    finalNewline: fc.boolean(),
  })
  .map(({ lines, finalNewline }) => lines.map((l, i) => ({ text: `L${i}:${l.text}`, eol: i === lines.length - 1 && !finalNewline ? "" : l.eol })));

type Line = { text: string; eol: string };
const rawOf = (lines: readonly Line[]) => lines.map((l) => l.text + l.eol).join("");

describe("property: edits on mixed line endings", () => {
  it("change only the matched span; its line breaks keep their endings in order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fileArb,
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        fc.array(fc.stringMatching(/^[a-z ]{0,6}$/), { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom(...EOLS), { minLength: 4, maxLength: 4 }),
        async (lines, i0, j0, col0, withEol, newLines, sentEols) => {
          const i = i0 % lines.length;
          const j = i + (j0 % (lines.length - i));
          const endLine = lines[j]!;
          // old_string holds line i's unique prefix `L<i>:`, so it matches once.
          const minCol = j === i ? `L${i}:`.length : 0;
          const col = minCol + (col0 % (endLine.text.length - minCol + 1));
          const takeEol = withEol && col === endLine.text.length && endLine.eol !== "";
          // old_string as the model sends it: "\n" line breaks, from the start of line i.
          const middle = lines.slice(i, j).map((l) => `${l.text}\n`).join("");
          const oldString = middle + endLine.text.slice(0, col) + (takeEol ? "\n" : "");
          const newString = newLines.map((l, k) => (k > 0 ? sentEols[k % 4] : "") + l).join("");
          fc.pre(oldString.replace(/\r\n/g, "\n") !== newString.replace(/\r\n/g, "\n"));
          const raw = rawOf(lines);
          const h = toolHarness({ "f.txt": raw });
          const r = await h.call("edit", { path: "f.txt", old_string: oldString, new_string: newString });
          const spanStart = rawOf(lines.slice(0, i)).length;
          const spanEnd = rawOf(lines.slice(0, j)).length + col + (takeEol ? endLine.eol.length : 0);
          const after = h.bytes("f.txt");
          const prefix = b(raw.slice(0, spanStart));
          const suffix = b(raw.slice(spanEnd));
          expect(after.subarray(0, prefix.length).equals(prefix)).toBe(true);
          expect(after.subarray(after.length - suffix.length).equals(suffix)).toBe(true);
          const inserted = after.subarray(prefix.length, after.length - suffix.length).toString("utf8");
          expect(inserted.replace(/\r\n/g, "\n")).toBe(newString.replace(/\r\n/g, "\n"));
          const spanEols = raw.slice(spanStart, spanEnd).match(/\r?\n/g) ?? [];
          const insertedEols = inserted.match(/\r?\n/g) ?? [];
          expect(insertedEols.slice(0, spanEols.length)).toEqual(spanEols.slice(0, insertedEols.length));
          if (new Set(lines.map((l) => l.eol).filter(Boolean)).size === 1) {
            const only = lines.find((l) => l.eol)!.eol;
            expect((after.toString("utf8").match(/\r?\n/g) ?? []).every((e) => e === only)).toBe(true);
          }
          const span = newString.replace(/\r\n/g, "\n").replace(/\n$/, "").split("\n").length;
          expect(r).toEqual({
            id: "toolu_1",
            content: `Edited f.txt: replaced 1 occurrence (first at line ${i + 1}, now ${span} line${span > 1 ? "s" : ""}).`,
            isError: false,
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it("write over a CRLF-dominant file writes every line break as CRLF and nothing else changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.stringMatching(/^[a-z \t]{0,10}$/), { minLength: 2, maxLength: 8 }), fc.boolean(), async (contentLines, final) => {
        const h = toolHarness({ "w.txt": "old 1\r\nold 2\r\nold 3\n" });
        const content = contentLines.join("\n") + (final ? "\n" : "");
        const r = await h.call("write", { path: "w.txt", content, allowShrink: true });
        expect(r.isError).toBe(false);
        expect(h.bytes("w.txt").equals(b(content.replace(/\n/g, "\r\n")))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

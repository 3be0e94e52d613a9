/**
 * Class: diagnostics point at the place. Every "looks like X but is Y" diagnostic of a failed
 * edit or patch — a no-break space, a zero-width character, a BOM in mid-file, a carriage
 * return, a tab for spaces, a look-alike quote, dash or letter — gives the line and column of
 * the FIRST difference, whether the rest of old_string matches loosely or not at all.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { toolHarness } from "../helpers/exec.ts";
import { toolMap, TOOLS } from "../../../src/agent/tools/index.ts";
import { patchTool } from "../../../src/agent/tools/patch.ts";

/** A character the file has where the model typed `typed`. */
const SWAPS: ReadonlyArray<[file: string, typed: string, name: string]> = [
  ["\u00A0", " ", "U+00A0 NO-BREAK SPACE"],
  ["\u202F", " ", "U+202F NARROW NO-BREAK SPACE"],
  ["\u3000", " ", "U+3000 IDEOGRAPHIC SPACE"],
  ["\t", " ", "tab"],
  ["\r", " ", "U+000D CARRIAGE RETURN"],
  ["\u2019", "'", "U+2019 RIGHT SINGLE QUOTATION MARK"],
  ["\u201C", '"', "U+201C LEFT DOUBLE QUOTATION MARK"],
  ["\u2013", "-", "U+2013 EN DASH"],
  ["\u2212", "-", "U+2212 MINUS SIGN"],
  ["\u0430", "a", "U+0430 CYRILLIC SMALL LETTER A"],
  ["\u03BF", "o", "U+03BF GREEK SMALL LETTER OMICRON"],
  ["\uFF1B", ";", "U+FF1B FULLWIDTH SEMICOLON"],
];
/** Invisible characters the file has where the model typed nothing. */
const EXTRA: ReadonlyArray<[file: string, name: string]> = [
  ["\u200B", "U+200B ZERO WIDTH SPACE"],
  ["\uFEFF", "U+FEFF ZERO WIDTH NO-BREAK SPACE (BOM)"],
  ["\u200D", "U+200D ZERO WIDTH JOINER"],
  ["\u00AD", "U+00AD SOFT HYPHEN"],
];

const word = fc.stringMatching(/^[a-z]{2,8}$/);
const lineArb = fc.array(word, { minLength: 3, maxLength: 8 }).map((ws) => `${ws.join(" ")} = "${ws[0]}-a'o;";`);

describe("the first difference, by line and column", () => {
  it("the issue's example: a no-break space where the model typed a space is at line 1, column 17", async () => {
    const h = toolHarness({ "a.js": "const greeting =\u00A0'hello';\nconsole.log(greeting);\n" });
    const r = await h.call("edit", { path: "a.js", old_string: "const greeting = 'hello';", new_string: "const greeting = 'hi';" });
    expect(r.content).toContain("first at line 1, column 17");
    expect(r.content).toContain("- line 1, column 17: the file has U+00A0 NO-BREAK SPACE where old_string has 1 space");
  });

  it("property: one look-alike (or invisible) character anywhere, with or without another difference after it: its line and column are given, named", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.oneof(fc.constantFrom(...SWAPS).map(([f, t, n]) => ({ file: f, typed: t, name: n })), fc.constantFrom(...EXTRA).map(([f, n]) => ({ file: f, typed: "", name: n }))),
        fc.boolean(),
        fc.constantFrom("edit", "patch"),
        async (lines, li, ci, swap, alsoTypo, tool) => {
          const at = li % lines.length;
          const line = lines[at]!;
          // A place whose character the swap stands for (or any place, for an invisible extra).
          const places = [...line].map((ch, k) => k).filter((k) => (swap.typed === "" ? k > 0 : line[k] === swap.typed));
          if (places.length === 0) return;
          const col = places[ci % places.length]!;
          const fileLine = swap.typed === "" ? line.slice(0, col) + swap.file + line.slice(col) : line.slice(0, col) + swap.file + line.slice(col + 1);
          const fileLines = lines.map((l, k) => (k === at ? fileLine : l));
          // The model typed the line as it looks; maybe with a real typo later in it too.
          const typed = alsoTypo ? `${line}X` : line;
          const h = toolHarness({ "f.txt": `${fileLines.join("\n")}\n` });
          h.ctx.tools = toolMap([...TOOLS, patchTool]);
          const r =
            tool === "edit"
              ? await h.call("edit", { path: "f.txt", old_string: typed, new_string: "changed" })
              : await h.call("patch", { path: "f.txt", diff: `@@ -${at + 1},1 +${at + 1},1 @@\n-${typed}\n+changed\n` });
          expect(r.isError).toBe(true);
          const where = `line ${at + 1}, column ${col + 1}`;
          expect(r.content).toMatch(new RegExp(`(?:first at|The first difference is at) ${where}\\b`));
          if (swap.name !== "tab") expect(r.content).toContain(swap.name);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a carriage return inside a line, a BOM in mid-file, a tab for spaces: each at its line and column", async () => {
    const h = toolHarness({ "c.txt": "alpha\nbeta\rgamma\n", "b.txt": "one\ntwo\uFEFFthree\n", "t.py": "def f():\n\tif x:\n\t\treturn 1\n" });
    expect((await h.call("edit", { path: "c.txt", old_string: "beta gamma", new_string: "x" })).content).toContain("- line 2, column 5: the file has U+000D CARRIAGE RETURN where old_string has 1 space");
    expect((await h.call("edit", { path: "b.txt", old_string: "twothree", new_string: "x" })).content).toContain("- line 2, column 4: the file has U+FEFF ZERO WIDTH NO-BREAK SPACE (BOM) where old_string has nothing");
    const tab = await h.call("edit", { path: "t.py", old_string: "    if x:\n        return 1", new_string: "x" });
    expect(tab.content).toContain("first at line 2, column 1");
    expect(tab.content).toContain("- line 3, column 1: the file has 2 tabs (U+0009) where old_string has 8 spaces");
  });

  it("no loose match at all: the closest region's first difference is still given by line and column", async () => {
    const h = toolHarness({ "s.py": "total = 0\nfor item in items:\n    total += item.price\u00A0* item.qty\nprint(total)\n" });
    const r = await h.call("edit", { path: "s.py", old_string: "for item in items:\n    total += item.price * item.quantity", new_string: "x" });
    expect(r.content).toContain("The closest region is lines 2-3");
    expect(r.content).toContain("The first difference is at line 3, column 24: the file has U+00A0 NO-BREAK SPACE where old_string has U+0020 SPACE.");
  });

  it("bytes that are not UTF-8: read's note and edit's refusal give line and column", async () => {
    const h = toolHarness({ "l.txt": Buffer.concat([Buffer.from("ok\ncaf"), Buffer.from([0xe9]), Buffer.from("\n")]) });
    expect((await h.call("read", { path: "l.txt" })).content).toContain("(the first at line 2, column 4)");
    expect((await h.call("edit", { path: "l.txt", old_string: "caf\uFFFD", new_string: "cafe" })).content).toContain("(line 2, column 4 byte 0xE9)");
  });
});

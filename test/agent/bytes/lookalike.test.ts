/** Class 2: the no-match diagnostic names invisible and look-alike characters by code point at line and column. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { b, toolHarness } from "../helpers/exec.ts";

const HEAD = "edit failed: old_string was not found in f.py; nothing was changed.";

describe("no-match diagnostic: what differs", () => {
  it("tabs in the file, spaces in old_string: named, and tabs drawn visibly", async () => {
    const src = "def f():\n\tif x:\n\t\treturn 1\n";
    const h = toolHarness({ "f.py": src });
    const r = await h.call("edit", { path: "f.py", old_string: "    if x:\n        return 1", new_string: "    if y:\n        return 2" });
    expect(r.isError).toBe(true);
    expect(r.content).toBe(
      `${HEAD}\nIt matches lines 2-3 if whitespace and indentation are ignored; the whitespace differs, first at line 2, column 1. What differs:\n` +
        "- line 2, column 1: the file has 1 tab (U+0009) where old_string has 4 spaces\n" +
        "- line 3, column 1: the file has 2 tabs (U+0009) where old_string has 8 spaces\n" +
        "The file's actual text at lines 2-3 is:\n2: →if x:\n3: →→return 1\n" +
        "(In this excerpt → is a tab (U+0009); old_string must hold the characters themselves.)\n" +
        'Copy old_string exactly from this text (without the "N: " prefixes) and retry.',
    );
    expect(h.bytes("f.py").equals(b(src))).toBe(true);
  });

  it("a no-break space, a zero-width space and a curly quote, each with code point, line and column", async () => {
    const src = "a = 1\nprint(\u2019hi\u2019)\nx\u00A0= 2\ny =\u200B 3\n";
    const h = toolHarness({ "f.py": src });
    const r = await h.call("edit", { path: "f.py", old_string: "print('hi')\nx = 2\ny = 3", new_string: "pass" });
    expect(r.content).toContain("It matches lines 2-4 if look-alike and invisible characters are taken as the same; the characters differ, first at line 2, column 7. What differs:\n");
    expect(r.content).toContain("- line 2, column 7: the file has U+2019 RIGHT SINGLE QUOTATION MARK (\u2019) where old_string has U+0027 APOSTROPHE (')\n");
    expect(r.content).toContain("- line 2, column 10: the file has U+2019 RIGHT SINGLE QUOTATION MARK (\u2019) where old_string has U+0027 APOSTROPHE (')\n");
    expect(r.content).toContain("- line 3, column 2: the file has U+00A0 NO-BREAK SPACE where old_string has 1 space\n");
    expect(r.content).toContain("- line 4, column 4: the file has U+200B ZERO WIDTH SPACE and 1 space where old_string has 1 space\n");
    expect(r.content).toContain("3: x⍽= 2\n4: y =⟨U+200B⟩ 3\n");
    expect(r.content).not.toMatch(/[\u00A0\u200B]/);
    expect(h.bytes("f.py").equals(b(src))).toBe(true);
  });

  it("curly double quotes and an en dash in old_string against straight ones in the file", async () => {
    const h = toolHarness({ "f.py": 's = "a-b"\n' });
    const r = await h.call("edit", { path: "f.py", old_string: "s = \u201Ca\u2013b\u201D", new_string: "s = 1" });
    expect(r.content).toContain("- line 1, column 5: the file has U+0022 QUOTATION MARK (\") where old_string has U+201C LEFT DOUBLE QUOTATION MARK (\u201C)\n");
    expect(r.content).toContain("- line 1, column 7: the file has U+002D HYPHEN-MINUS (-) where old_string has U+2013 EN DASH (\u2013)\n");
  });
});

const INVISIBLE: Array<[string, string]> = [
  ["\u00A0", "U+00A0 NO-BREAK SPACE"],
  ["\u2009", "U+2009 THIN SPACE"],
  ["\u202F", "U+202F NARROW NO-BREAK SPACE"],
  ["\u3000", "U+3000 IDEOGRAPHIC SPACE"],
  ["\u200B", "U+200B ZERO WIDTH SPACE"],
  ["\u2060", "U+2060 WORD JOINER"],
  ["\u2019", "U+2019 RIGHT SINGLE QUOTATION MARK"],
  ["\u201D", "U+201D RIGHT DOUBLE QUOTATION MARK"],
  ["\u2212", "U+2212 MINUS SIGN"],
];
const STAND_IN: Record<string, string> = { "\u2019": "'", "\u201D": '"', "\u2212": "-" };

describe("property: one invisible or look-alike character anywhere is named where it is", () => {
  it("names its code point at its line and column and leaves the file unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.stringMatching(/^[a-z]{1,5}( [a-z]{1,5}){0,3}$/), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...INVISIBLE),
        async (lines, l0, c0, [ch, name]) => {
          const li = l0 % lines.length;
          const line = lines[li]!;
          const spaces = [...line.matchAll(/ /g)].map((m) => m.index);
          const stand = STAND_IN[ch];
          // A space becomes a Unicode space; a zero-width character goes between letters; a look-alike replaces a letter.
          const at = stand ? c0 % line.length : ch === "\u200B" || ch === "\u2060" ? 1 + (c0 % line.length) : spaces.length ? spaces[c0 % spaces.length]! : -1;
          fc.pre(at >= 0 && (ch !== "\u200B" && ch !== "\u2060" ? true : at < line.length));
          const modelLine = stand ? line.slice(0, at) + stand + line.slice(at + 1) : line;
          const fileLine = stand ? line.slice(0, at) + ch + line.slice(at + 1) : ch === "\u200B" || ch === "\u2060" ? line.slice(0, at) + ch + line.slice(at) : line.slice(0, at) + ch + line.slice(at + 1);
          const fileLines = lines.map((l, k) => (k === li ? fileLine : `${l}${k}`));
          const oldLines = lines.map((l, k) => (k === li ? modelLine : `${l}${k}`));
          const src = fileLines.join("\n") + "\n";
          const h = toolHarness({ "f.py": src });
          const r = await h.call("edit", { path: "f.py", old_string: oldLines.join("\n"), new_string: "changed" });
          expect(r.isError).toBe(true);
          expect(r.content).toContain(`line ${li + 1}, column ${at + 1}: the file has `);
          expect(r.content).toContain(name);
          expect(h.bytes("f.py").equals(b(src))).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
  });
});

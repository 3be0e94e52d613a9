/** Class 6: edit refuses placeholder lines that new_string introduces, with a guard event. */
// @ts-nocheck

import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { b, toolHarness } from "../helpers/exec.ts";

const SRC = "function f() {\n  const a = 1;\n  const b = 2;\n  return a + b;\n}\n";

describe("placeholders in edits", () => {
  it("refuses a new_string that adds `// existing code here`, with a guard, changing nothing", async () => {
    const h = toolHarness({ "f.js": SRC });
    const r = await h.call("edit", {
      path: "f.js",
      old_string: "  const a = 1;\n  const b = 2;\n  return a + b;",
      new_string: "  // existing code here\n  return a * b;",
    });
    expect(r).toEqual({
      id: "toolu_1",
      isError: true,
      content:
        'edit refused: line 1 of new_string is a placeholder ("// existing code here") that old_string does not have; applying it would replace the code old_string covers with that comment. ' +
        "Nothing was changed. Put the actual code in new_string; old_string and new_string need only cover the lines that change.",
    });
    expect(h.guards()).toMatchObject([{ type: "guard", guard: "elision", tool: "edit", detail: "f.js:1: // existing code here" }]);
    expect(h.bytes("f.js").equals(b(SRC))).toBe(true);
  });

  it("allows a placeholder-like comment that old_string already had", async () => {
    const src = "x = 1\n# ... rest of the file unchanged ...\ny = 2\n";
    const h = toolHarness({ "k.py": src });
    const r = await h.call("edit", { path: "k.py", old_string: "x = 1\n# ... rest of the file unchanged ...", new_string: "x = 3\n# ... rest of the file unchanged ..." });
    expect(r.isError).toBe(false);
    expect(h.guards()).toEqual([]);
    expect(h.bytes("k.py").equals(b("x = 3\n# ... rest of the file unchanged ...\ny = 2\n"))).toBe(true);
  });

  it("property: any known placeholder phrasing, in any comment style, at any line of new_string, is refused", async () => {
    const phrases = ["rest of the code unchanged", "... existing code ...", "existing code here", "rest of the file remains the same", "... (unchanged)", "previous implementation omitted"];
    const openers = ["//", "#", "/*", "--", "<!--"];
    const closers: Record<string, string> = { "/*": " */", "<!--": " -->" };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...phrases), fc.constantFrom(...openers), fc.array(fc.stringMatching(/^[a-z]{1,6} = \d$/), { maxLength: 3 }), fc.nat(), async (phrase, open, code, at0) => {
        const line = `  ${open} ${phrase}${closers[open] ?? ""}`;
        const at = at0 % (code.length + 1);
        const newLines = [...code.slice(0, at), line, ...code.slice(at)];
        const h = toolHarness({ "f.js": SRC });
        const r = await h.call("edit", { path: "f.js", old_string: "  const b = 2;", new_string: newLines.join("\n") });
        expect(r.isError).toBe(true);
        expect(r.content).toContain(`edit refused: line ${at + 1} of new_string is a placeholder`);
        expect(h.guards().map((g) => g.guard)).toEqual(["elision"]);
        expect(h.bytes("f.js").equals(b(SRC))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

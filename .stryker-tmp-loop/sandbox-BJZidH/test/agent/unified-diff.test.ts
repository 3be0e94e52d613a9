/** The patch tool's applier: strict as edit, all hunks or none, line endings and final newline kept. */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { applyUnifiedDiff } from "../../src/agent/unified-diff.ts";
import { patchTool } from "../../src/agent/tools/patch.ts";
import { stubCtx, tempWorkspace } from "./helpers/workspace.ts";

const text = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n") + "\n";

describe("applyUnifiedDiff", () => {
  it("applies two hunks, wherever the header's numbers say, and keeps the final newline", () => {
    const diff = "--- a/f.txt\n+++ b/f.txt\n@@ -2,3 +2,3 @@\n line 2\n-line 3\n+line three\n line 4\n@@ -20,2 +20,3 @@\n line 20\n+line 20.5\n line 21\n";
    const r = applyUnifiedDiff("f.txt", text, diff);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.text).toBe(text.replace("line 3\n", "line three\n").replace("line 20\n", "line 20\nline 20.5\n"));
    expect(r.hunks).toEqual([{ first: 2, removed: 3, added: 3 }, { first: 20, removed: 2, added: 3 }]);
  });

  it("refuses the whole patch when one hunk does not match, naming the closest region", () => {
    const diff = "@@ -2,2 +2,2 @@\n line 2\n-line 3\n+line three\n@@ -10,2 +10,2 @@\n line 10\n-lien 11 typo\n+line eleven\n";
    const r = applyUnifiedDiff("f.txt", text, diff);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(/^patch refused; nothing was changed\./);
    expect(r.message).toContain("hunk 2 (@@ -10,2 +10,2 @@) does not match f.txt");
    expect(r.message).toMatch(/closest region is lines 10-11/);
    expect(r.message).not.toContain("hunk 1");
  });

  it("uses the header's line to choose among repeated lines, and refuses when it names none of them", () => {
    const rep = "x\ny\nx\ny\n";
    const at3 = applyUnifiedDiff("r.txt", rep, "@@ -3,2 +3,2 @@\n x\n-y\n+z\n");
    expect(at3.ok && at3.text).toBe("x\ny\nx\nz\n");
    const none = applyUnifiedDiff("r.txt", rep, "@@ -2,2 +2,2 @@\n x\n-y\n+z\n");
    expect(!none.ok && none.message).toMatch(/occur 2 times in r\.txt, at lines 1, 3, and none starts at line 2/);
  });

  it("keeps CRLF line endings and a missing final newline", () => {
    const r = applyUnifiedDiff("c.txt", "a\r\nb\r\nc", "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n\\ No newline at end of file\n");
    expect(r.ok && r.text).toBe("a\r\nB\r\nc");
  });

  it("refuses overlapping hunks, several files, another file's header and text with no hunk", () => {
    expect(applyUnifiedDiff("f.txt", text, "@@ -2,2 +2,2 @@\n line 2\n-line 3\n+x\n@@ -3,1 +3,1 @@\n-line 3\n+y\n")).toMatchObject({ ok: false, message: expect.stringMatching(/overlapping/) });
    const two = "--- a/f.txt\n+++ b/f.txt\n@@ -1 +1 @@\n-line 1\n+x\n--- a/g.txt\n+++ b/g.txt\n@@ -1 +1 @@\n-a\n+b\n";
    expect(applyUnifiedDiff("f.txt", text, two)).toMatchObject({ ok: false, message: expect.stringMatching(/changes 2 files; send one patch call per file/) });
    expect(applyUnifiedDiff("f.txt", text, "--- a/g.txt\n+++ b/g.txt\n@@ -1 +1 @@\n-line 1\n+x\n")).toMatchObject({ ok: false, message: expect.stringMatching(/names g\.txt, not f\.txt/) });
    expect(applyUnifiedDiff("f.txt", text, "just text")).toMatchObject({ ok: false, message: expect.stringMatching(/no hunk/) });
  });
});

describe("patch tool", () => {
  it("writes nothing for a refused patch, and refuses added placeholder lines with an elision guard", async () => {
    const cwd = tempWorkspace({ "m.py": "a = 1\nb = 2\nc = 3\n" });
    const { ctx, guards } = stubCtx(cwd);
    const bad = await patchTool.run({ path: "m.py", diff: "@@ -1,2 +1,2 @@\n a = 1\n-b = 3\n+b = 4\n" }, ctx);
    expect(bad.isError).toBe(true);
    const lazy = await patchTool.run({ path: "m.py", diff: "@@ -1,3 +1,2 @@\n a = 1\n-b = 2\n-c = 3\n+# ... rest of the file unchanged ...\n" }, ctx);
    expect(lazy.isError).toBe(true);
    expect(guards.map((g) => g.kind)).toEqual(["elision"]);
    expect(fs.readFileSync(path.join(cwd, "m.py"), "utf8")).toBe("a = 1\nb = 2\nc = 3\n");
    const good = await patchTool.run({ path: "m.py", diff: "@@ -2,1 +2,1 @@\n-b = 2\n+b = 20\n" }, ctx);
    expect(good).toMatchObject({ isError: false, output: "Patched m.py: 1 hunk applied at line 2 (-1 +1); the file now has 3 lines." });
    expect(fs.readFileSync(path.join(cwd, "m.py"), "utf8")).toBe("a = 1\nb = 20\nc = 3\n");
  });
});

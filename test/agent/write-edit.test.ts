import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { writeTool } from "../../src/agent/tools/write.ts";
import { editTool } from "../../src/agent/tools/edit.ts";
import { stubCtx, tempWorkspace } from "./helpers/workspace.ts";

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `value_${i + 1} = ${i + 1}`).join("\n") + "\n";

describe("write", () => {
  it("creates a file and its parent folders", async () => {
    const ws = tempWorkspace();
    const r = await writeTool.run({ path: "a/b/c.py", content: "x = 1\n" }, stubCtx(ws).ctx);
    expect(r).toMatchObject({ output: "Created a/b/c.py: 1 line, 6 bytes.", isError: false });
    expect(fs.readFileSync(path.join(ws, "a/b/c.py"), "utf8")).toBe("x = 1\n");
  });

  it("refuses a shrinking rewrite unless allowShrink, with a guard", async () => {
    const ws = tempWorkspace({ "m.py": numbered(100) });
    const { ctx, guards } = stubCtx(ws);
    const r = await writeTool.run({ path: "m.py", content: numbered(40) }, ctx);
    expect(r.isError).toBe(true);
    expect(r.output).toContain("has 100 lines and the new content has 40, fewer than 50");
    expect(r.output).toContain("Use edit");
    expect(fs.readFileSync(path.join(ws, "m.py"), "utf8")).toBe(numbered(100));
    expect(guards.map((g) => g.kind)).toEqual(["shrink"]);
    const forced = await writeTool.run({ path: "m.py", content: numbered(40), allowShrink: true }, ctx);
    expect(forced.isError).toBe(false);
    expect(fs.readFileSync(path.join(ws, "m.py"), "utf8")).toBe(numbered(40));
  });

  it("reads FREECODE_WRITE_SHRINK_LIMIT per call", async () => {
    const ws = tempWorkspace({ "m.py": numbered(100) });
    const env: Record<string, string> = { FREECODE_WRITE_SHRINK_LIMIT: "0.7" };
    const { ctx } = stubCtx(ws, env);
    expect((await writeTool.run({ path: "m.py", content: numbered(40) }, ctx)).isError).toBe(false);
    fs.writeFileSync(path.join(ws, "m.py"), numbered(100));
    env.FREECODE_WRITE_SHRINK_LIMIT = "0.1";
    expect((await writeTool.run({ path: "m.py", content: numbered(80) }, ctx)).output).toContain("fewer than 90");
  });

  it("refuses content with an elision placeholder, with a guard", async () => {
    const ws = tempWorkspace({ "m.py": numbered(10) });
    const { ctx, guards } = stubCtx(ws);
    const content = "value_1 = 1\n# ... rest of the file unchanged ...\nvalue_10 = 10\n" + numbered(8);
    const r = await writeTool.run({ path: "m.py", content }, ctx);
    expect(r.isError).toBe(true);
    expect(r.output).toBe(
      'write refused: line 2 of the content is a placeholder ("# ... rest of the file unchanged ...") standing for code that is not in the content; ' +
        "writing it would delete that code. Nothing was written. Use edit to change only the part that differs, or write the complete content.",
    );
    expect(guards).toEqual([{ kind: "elision", detail: "m.py:2: # ... rest of the file unchanged ..." }]);
    expect(fs.readFileSync(path.join(ws, "m.py"), "utf8")).toBe(numbered(10));
  });
});

describe("edit", () => {
  it("replaces a unique exact match", async () => {
    const ws = tempWorkspace({ "a.py": "def f():\n    return 1\n" });
    const r = await editTool.run({ path: "a.py", old_string: "return 1", new_string: "return 2" }, stubCtx(ws).ctx);
    expect(r.isError).toBe(false);
    expect(fs.readFileSync(path.join(ws, "a.py"), "utf8")).toBe("def f():\n    return 2\n");
  });

  it("refuses several matches, listing their lines, unless replace_all", async () => {
    const ws = tempWorkspace({ "a.py": "x = 1\ny = 2\nx = 1\n" });
    const { ctx } = stubCtx(ws);
    const r = await editTool.run({ path: "a.py", old_string: "x = 1", new_string: "x = 3" }, ctx);
    expect(r.isError).toBe(true);
    expect(r.output).toContain("occurs 2 times in a.py, at lines 1, 3");
    expect(fs.readFileSync(path.join(ws, "a.py"), "utf8")).toBe("x = 1\ny = 2\nx = 1\n");
    await editTool.run({ path: "a.py", old_string: "x = 1", new_string: "x = 3", replace_all: true }, ctx);
    expect(fs.readFileSync(path.join(ws, "a.py"), "utf8")).toBe("x = 3\ny = 2\nx = 3\n");
  });

  it("keeps CRLF line endings; the final newline goes only because new_string drops it", async () => {
    const ws = tempWorkspace({ "w.txt": "one\r\ntwo\r\nthree\r\n" });
    const r = await editTool.run({ path: "w.txt", old_string: "two\nthree\n", new_string: "2\n3" }, stubCtx(ws).ctx);
    expect(r.isError).toBe(false);
    expect(fs.readFileSync(path.join(ws, "w.txt"), "utf8")).toBe("one\r\n2\r\n3");
  });

  it("names the lines of an indentation-only mismatch and shows the real text, changing nothing", async () => {
    const src = "class A:\n    def f(self):\n        if x:\n            return 1\n        return 0\n";
    const ws = tempWorkspace({ "a.py": src });
    const r = await editTool.run({ path: "a.py", old_string: "if x:\n    return 1", new_string: "if x:\n    return 9" }, stubCtx(ws).ctx);
    expect(r.isError).toBe(true);
    expect(r.output).toContain("It matches lines 3-4 if whitespace and indentation are ignored");
    expect(r.output).toContain("3:         if x:\n4:             return 1");
    expect(fs.readFileSync(path.join(ws, "a.py"), "utf8")).toBe(src);
  });

  it("names the best fuzzy candidate with its similarity when nothing matches", async () => {
    const src = "def total(items):\n    s = 0\n    for it in items:\n        s += it.price\n    return s\n";
    const ws = tempWorkspace({ "a.py": src });
    const r = await editTool.run({ path: "a.py", old_string: "    for item in items:\n        s += item.price", new_string: "x" }, stubCtx(ws).ctx);
    expect(r.isError).toBe(true);
    expect(r.output).toMatch(/The closest region is lines 3-4 \(\d+% similar\); it was NOT changed/);
    expect(r.output).toContain("3:     for it in items:");
    expect(fs.readFileSync(path.join(ws, "a.py"), "utf8")).toBe(src);
  });
});

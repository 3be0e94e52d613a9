import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editTool, occurrences } from "../../src/agent/tools/edit.ts";
import { stubCtx, tempWorkspace } from "./helpers/workspace.ts";

/** The edit tool's refusals and its success message, each by itself, and what it leaves on disk. */

const read = (ws: string, p: string) => fs.readFileSync(path.join(ws, p), "utf8");

describe("occurrences", () => {
  it("lists every start offset, overlapping ones included", () => {
    expect(occurrences("aaaa", "aa")).toEqual([0, 1, 2]);
    expect(occurrences("x.y.x", "x")).toEqual([0, 4]);
    expect(occurrences("abc", "d")).toEqual([]);
  });
});

describe("edit: input", () => {
  it("takes path, old_string, new_string and replace_all only; path and old_string not empty", () => {
    const ok = { path: "a", old_string: "x", new_string: "" };
    expect(editTool.input.safeParse(ok).success).toBe(true);
    expect(editTool.input.safeParse({ ...ok, replace_all: true }).success).toBe(true);
    expect(editTool.input.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    expect(editTool.input.safeParse({ ...ok, path: "" }).success).toBe(false);
    expect(editTool.input.safeParse({ ...ok, old_string: "" }).success).toBe(false);
    expect(editTool.input.safeParse({ path: "a", old_string: "x" }).success).toBe(false);
    expect(editTool.input.safeParse({ ...ok, replace_all: "yes" }).success).toBe(false);
  });

  it("is named edit and is not concurrency-safe", () => {
    expect(editTool.name).toBe("edit");
    expect(editTool.concurrencySafe).toBe(false);
  });
});

describe("edit: refusals, nothing changed", () => {
  it("a missing file: says so and points to write", async () => {
    const ws = tempWorkspace();
    const r = await editTool.run({ path: "nope.py", old_string: "a", new_string: "b" }, stubCtx(ws).ctx);
    expect(r).toEqual({ isError: true, output: "edit failed: nope.py does not exist. Use write to create a new file." });
  });

  it("a folder: says it is a folder", async () => {
    const ws = tempWorkspace({ "pkg/a.py": "x\n" });
    const r = await editTool.run({ path: "pkg", old_string: "a", new_string: "b" }, stubCtx(ws).ctx);
    expect(r).toEqual({ isError: true, output: "edit failed: pkg is a folder, not a file." });
  });

  it("a file with NUL bytes: refused, naming its size", async () => {
    const ws = tempWorkspace();
    fs.writeFileSync(path.join(ws, "b.bin"), Buffer.from([0x61, 0x00, 0x62]));
    const r = await editTool.run({ path: "b.bin", old_string: "a", new_string: "c" }, stubCtx(ws).ctx);
    expect(r).toEqual({ isError: true, output: "edit failed: b.bin holds NUL bytes (a binary or UTF-16 file, 3 bytes); edit changes UTF-8 text only. Nothing was changed." });
    expect(fs.readFileSync(path.join(ws, "b.bin"))).toEqual(Buffer.from([0x61, 0x00, 0x62]));
  });

  it("identical old_string and new_string", async () => {
    const ws = tempWorkspace({ "a.py": "x = 1\n" });
    const r = await editTool.run({ path: "a.py", old_string: "x = 1", new_string: "x = 1" }, stubCtx(ws).ctx);
    expect(r).toEqual({ isError: true, output: "edit failed: old_string and new_string are identical; nothing to change." });
  });

  it("a placeholder line new_string adds: refused with an elision guard naming the path and line", async () => {
    const src = "def f():\n    a = 1\n    b = 2\n    return a + b\n";
    const ws = tempWorkspace({ "a.py": src });
    const { ctx, guards } = stubCtx(ws);
    const r = await editTool.run({ path: "a.py", old_string: "    a = 1\n    b = 2", new_string: "    a = 3\n    # ... rest of the function unchanged" }, ctx);
    expect(r).toEqual({
      isError: true,
      output:
        'edit refused: line 2 of new_string is a placeholder ("# ... rest of the function unchanged") that old_string does not have; ' +
        "applying it would replace the code old_string covers with that comment. Nothing was changed. " +
        "Put the actual code in new_string; old_string and new_string need only cover the lines that change.",
    });
    expect(guards).toEqual([{ kind: "elision", detail: "a.py:2: # ... rest of the function unchanged" }]);
    expect(read(ws, "a.py")).toBe(src);
  });

  it("a placeholder old_string already has is kept without a guard, also across CRLF", async () => {
    const src = "a = 1\r\n# rest of the code unchanged\r\n";
    const ws = tempWorkspace({ "a.py": src });
    const { ctx, guards } = stubCtx(ws);
    const r = await editTool.run({ path: "a.py", old_string: "a = 1\r\n# rest of the code unchanged", new_string: "a = 2\r\n# rest of the code unchanged" }, ctx);
    expect(r.isError).toBe(false);
    expect(guards).toEqual([]);
    expect(read(ws, "a.py")).toBe("a = 2\r\n# rest of the code unchanged\r\n");
  });

  it("several matches without replace_all: counted, their lines listed, replace_all suggested", async () => {
    const src = "x = 1\ny = 2\nx = 1\nx = 1\n";
    const ws = tempWorkspace({ "a.py": src });
    const r = await editTool.run({ path: "a.py", old_string: "x = 1", new_string: "x = 3" }, stubCtx(ws).ctx);
    expect(r).toEqual({
      isError: true,
      output: "edit failed: old_string occurs 3 times in a.py, at lines 1, 3, 4; nothing was changed. Include more surrounding lines to make it unique, or set replace_all: true to change every occurrence.",
    });
    expect(read(ws, "a.py")).toBe(src);
  });

  it("overlapping matches: refused even with replace_all, which could not tell them apart", async () => {
    const src = "aaa\n";
    const ws = tempWorkspace({ "a.txt": src });
    for (const replace_all of [false, true]) {
      const r = await editTool.run({ path: "a.txt", old_string: "aa", new_string: "b", replace_all }, stubCtx(ws).ctx);
      expect(r).toEqual({
        isError: true,
        output: "edit failed: old_string occurs 2 times in a.txt, at lines 1, 1 (some occurrences overlap, so replace_all cannot tell them apart); nothing was changed. Include more surrounding lines to make it unique.",
      });
    }
    expect(read(ws, "a.txt")).toBe(src);
  });

  it("matches that only touch do not overlap: replace_all changes both", async () => {
    const ws = tempWorkspace({ "a.txt": "abab\n" });
    const r = await editTool.run({ path: "a.txt", old_string: "ab", new_string: "x", replace_all: true }, stubCtx(ws).ctx);
    expect(r.isError).toBe(false);
    expect(read(ws, "a.txt")).toBe("xx\n");
  });
});

describe("edit: what it reports", () => {
  it("one occurrence on one line", async () => {
    const ws = tempWorkspace({ "a.py": "a\nb\nc\n" });
    const r = await editTool.run({ path: "a.py", old_string: "b", new_string: "B" }, stubCtx(ws).ctx);
    expect(r.output).toBe("Edited a.py: replaced 1 occurrence (first at line 2, now 1 line).");
    expect(r.isError).toBe(false);
    expect(r.file).toMatchObject({ bytes: 6 });
  });

  it("several occurrences, several lines, the first line counted in the new file", async () => {
    const ws = tempWorkspace({ "a.py": "a\r\nb\r\nc\r\nb\r\n" });
    const r = await editTool.run({ path: "a.py", old_string: "b", new_string: "B1\nB2", replace_all: true }, stubCtx(ws).ctx);
    expect(r.output).toBe("Edited a.py: replaced 2 occurrences (first at line 2, now 2 lines).");
    expect(read(ws, "a.py")).toBe("a\r\nB1\r\nB2\r\nc\r\nB1\r\nB2\r\n");
  });

  it("a deletion still counts as one line; a match later in a long file names its line", async () => {
    const ws = tempWorkspace({ "a.py": "1\n2\n3\n4\nremove me\n6\n" });
    const r = await editTool.run({ path: "a.py", old_string: "remove me\n", new_string: "" }, stubCtx(ws).ctx);
    expect(r.output).toBe("Edited a.py: replaced 1 occurrence (first at line 5, now 1 line).");
    expect(read(ws, "a.py")).toBe("1\n2\n3\n4\n6\n");
  });
});

import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeTool } from "../../src/agent/tools/write.ts";
import { editTool } from "../../src/agent/tools/edit.ts";
import { stubCtx, tempWorkspace } from "./helpers/workspace.ts";

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join("\n") + "\n";

afterEach(() => vi.restoreAllMocks());

describe("write: the shrink guard at its limit", () => {
  it("accepts exactly (1 − limit) of the old lines and refuses one fewer", async () => {
    const ws = tempWorkspace({ "m.txt": lines(100) });
    const { ctx, guards } = stubCtx(ws);
    const refused = await writeTool.run({ path: "m.txt", content: lines(49) }, ctx);
    expect(refused.isError).toBe(true);
    expect(refused.output).toBe(
      "write refused: m.txt has 100 lines and the new content has 49, fewer than 50 (FREECODE_WRITE_SHRINK_LIMIT=0.5). Nothing was written. " +
        "Use edit to change part of an existing file; if you really mean to replace it with shorter content, call write again with allowShrink: true.",
    );
    expect(guards).toEqual([{ kind: "shrink", detail: "m.txt: 100 -> 49 lines (limit 0.5)" }]);
    const ok = await writeTool.run({ path: "m.txt", content: lines(50) }, ctx);
    expect(ok).toMatchObject({ isError: false, output: "Replaced m.txt: 50 lines, 391 bytes." });
    expect(guards).toHaveLength(1);
  });

  it("rounds the stated floor up", async () => {
    const ws = tempWorkspace({ "m.txt": lines(10) });
    const r = await writeTool.run({ path: "m.txt", content: lines(6) }, stubCtx(ws, { FREECODE_WRITE_SHRINK_LIMIT: "0.33" }).ctx);
    expect(r.output).toContain("has 10 lines and the new content has 6, fewer than 7 (FREECODE_WRITE_SHRINK_LIMIT=0.33)");
  });

  it("allowShrink: false is no permission", async () => {
    const ws = tempWorkspace({ "m.txt": lines(10) });
    expect((await writeTool.run({ path: "m.txt", content: lines(1), allowShrink: false }, stubCtx(ws).ctx)).isError).toBe(true);
  });

  it("a new file has no lines to keep", async () => {
    const ws = tempWorkspace();
    const r = await writeTool.run({ path: "new.txt", content: "" }, stubCtx(ws).ctx);
    expect(r).toMatchObject({ isError: false, output: "Created new.txt: 0 lines, 0 bytes." });
  });
});

describe("write: a read error other than 'file absent'", () => {
  it("is raised, not taken as a new file (the shrink guard would be skipped)", async () => {
    const ws = tempWorkspace({ "m.txt": lines(100) });
    const denied = Object.assign(new Error("EACCES: permission denied, open 'm.txt'"), { code: "EACCES" });
    vi.spyOn(fsp, "readFile").mockRejectedValueOnce(denied);
    const write = vi.spyOn(fsp, "writeFile");
    await expect(writeTool.run({ path: "m.txt", content: lines(1) }, stubCtx(ws).ctx)).rejects.toBe(denied);
    expect(write).not.toHaveBeenCalled();
    expect(fs.readFileSync(path.join(ws, "m.txt"), "utf8")).toBe(lines(100));
  });
});

describe("write: what it keeps of the file it replaces", () => {
  it("keeps CRLF line endings and says so", async () => {
    const ws = tempWorkspace({ "w.txt": "a\r\nb\r\n" });
    const r = await writeTool.run({ path: "w.txt", content: "a\nb\nc\n" }, stubCtx(ws).ctx);
    expect(r.output).toBe("Replaced w.txt: 3 lines, 9 bytes. Kept its CRLF line endings.");
    expect(fs.readFileSync(path.join(ws, "w.txt"), "utf8")).toBe("a\r\nb\r\nc\r\n");
  });

  it("leaves content already in CRLF, and LF files, alone", async () => {
    const ws = tempWorkspace({ "w.txt": "a\r\nb\r\n", "l.txt": "a\nb\n" });
    expect((await writeTool.run({ path: "w.txt", content: "a\r\nb\r\nc\r\n" }, stubCtx(ws).ctx)).output).toBe("Replaced w.txt: 3 lines, 9 bytes.");
    expect((await writeTool.run({ path: "l.txt", content: "a\nb\nc\n" }, stubCtx(ws).ctx)).output).toBe("Replaced l.txt: 3 lines, 6 bytes.");
    expect(fs.readFileSync(path.join(ws, "l.txt"), "utf8")).toBe("a\nb\nc\n");
  });

  it("keeps a byte-order mark, and both at once", async () => {
    const ws = tempWorkspace({ "b.txt": "\uFEFFa\r\nb\r\n" });
    const r = await writeTool.run({ path: "b.txt", content: "x\ny\n" }, stubCtx(ws).ctx);
    expect(r.output).toBe("Replaced b.txt: 2 lines, 9 bytes. Kept its CRLF line endings and its UTF-8 byte-order mark.");
    expect(fs.readFileSync(path.join(ws, "b.txt"))).toEqual(Buffer.from("\uFEFFx\r\ny\r\n", "utf8"));
    const again = await writeTool.run({ path: "b.txt", content: "\uFEFFx\r\ny\r\n" }, stubCtx(ws).ctx);
    expect(again.output).toBe("Replaced b.txt: 2 lines, 9 bytes.");
  });

  it("refuses U+FFFD over bytes that are not UTF-8, naming how many", async () => {
    const ws = tempWorkspace();
    fs.writeFileSync(path.join(ws, "one.txt"), Buffer.from([0x61, 0xff, 0x0a]));
    fs.writeFileSync(path.join(ws, "two.txt"), Buffer.from([0x61, 0xff, 0xfe, 0x0a]));
    const one = await writeTool.run({ path: "one.txt", content: "a\uFFFD\n" }, stubCtx(ws).ctx);
    expect(one.isError).toBe(true);
    expect(one.output).toContain("one.txt has 1 byte that is not valid UTF-8");
    const two = await writeTool.run({ path: "two.txt", content: "a\uFFFD\uFFFD\n" }, stubCtx(ws).ctx);
    expect(two.output).toContain("two.txt has 2 bytes that are not valid UTF-8");
    expect(fs.readFileSync(path.join(ws, "two.txt"))).toEqual(Buffer.from([0x61, 0xff, 0xfe, 0x0a]));
    // Without U+FFFD in the content the write goes ahead.
    expect((await writeTool.run({ path: "one.txt", content: "b\n" }, stubCtx(ws).ctx)).isError).toBe(false);
  });

  it("writes U+FFFD over a file that is valid UTF-8, and into a new file (no bytes to re-encode)", async () => {
    const ws = tempWorkspace({ "valid.txt": "caf\u00E9\n" });
    const over = await writeTool.run({ path: "valid.txt", content: "a\uFFFD\n" }, stubCtx(ws).ctx);
    expect(over).toMatchObject({ isError: false, output: "Replaced valid.txt: 1 line, 5 bytes." });
    expect(fs.readFileSync(path.join(ws, "valid.txt"))).toEqual(Buffer.from([0x61, 0xef, 0xbf, 0xbd, 0x0a]));
    const created = await writeTool.run({ path: "new.txt", content: "b\uFFFD\n" }, stubCtx(ws).ctx);
    expect(created).toMatchObject({ isError: false, output: "Created new.txt: 1 line, 5 bytes." });
    expect(fs.readFileSync(path.join(ws, "new.txt"))).toEqual(Buffer.from([0x62, 0xef, 0xbf, 0xbd, 0x0a]));
  });

  it("reports the written file's facts", async () => {
    const ws = tempWorkspace();
    const r = await writeTool.run({ path: "f.txt", content: "hi\n" }, stubCtx(ws).ctx);
    expect(r.file?.bytes).toBe(3);
  });
});

describe("write and edit are not concurrency-safe (they change the workspace)", () => {
  it("so a batch never runs them beside another call", () => {
    expect(writeTool.concurrencySafe).toBe(false);
    expect(editTool.concurrencySafe).toBe(false);
  });
});

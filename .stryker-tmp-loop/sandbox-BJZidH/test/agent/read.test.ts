// @ts-nocheck
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { readTool, READ_MAX_LINES } from "../../src/agent/tools/read.ts";
import { READ_FOOTER_RE } from "../../src/agent-protocol/formats.ts";
import { OutsideWorkspaceError } from "../../src/agent/workspace.ts";
import { stubCtx, tempWorkspace } from "./helpers/workspace.ts";

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join("\n") + "\n";

describe("read", () => {
  it("shows plain lines and the footer when FREECODE_READ_LINE_NUMBERS is off", async () => {
    const ws = tempWorkspace({ "a.txt": "alpha\nbeta\n" });
    const { ctx } = stubCtx(ws);
    const r = await readTool.run({ path: "a.txt" }, ctx);
    expect(r.isError).toBe(false);
    expect(r.output).toBe("alpha\nbeta\n\n[lines 1-2 of 2; end of file]");
  });

  it("numbers lines when FREECODE_READ_LINE_NUMBERS=1, footer unchanged", async () => {
    const ws = tempWorkspace({ "a.txt": "alpha\nbeta\n" });
    const { ctx } = stubCtx(ws, { FREECODE_READ_LINE_NUMBERS: "1" });
    const r = await readTool.run({ path: "a.txt" }, ctx);
    expect(r.output).toBe("1: alpha\n2: beta\n\n[lines 1-2 of 2; end of file]");
  });

  it("reads the flag on every call, not once", async () => {
    const ws = tempWorkspace({ "a.txt": "x\n" });
    const env: Record<string, string> = {};
    const { ctx } = stubCtx(ws, env);
    expect((await readTool.run({ path: "a.txt" }, ctx)).output.startsWith("x\n")).toBe(true);
    env.FREECODE_READ_LINE_NUMBERS = "1";
    expect((await readTool.run({ path: "a.txt" }, ctx)).output.startsWith("1: x\n")).toBe(true);
  });

  it("windows with offset/limit and says where to continue", async () => {
    const ws = tempWorkspace({ "big.txt": lines(5000) });
    const { ctx } = stubCtx(ws, { FREECODE_READ_LINE_NUMBERS: "1" });
    const r = await readTool.run({ path: "big.txt", offset: 10, limit: 3 }, ctx);
    expect(r.output).toBe("10: line 10\n11: line 11\n12: line 12\n\n[lines 10-12 of 5000; continue with offset=13]");
    const past = await readTool.run({ path: "big.txt", offset: 6000 }, ctx);
    expect(past.output.endsWith("[no lines: offset 6000 is past the end of a file of 5000 lines]")).toBe(true);
  });

  it("reads at most 2000 lines, and stops before the output cap", async () => {
    const ws = tempWorkspace({ "big.txt": lines(5000) });
    const { ctx } = stubCtx(ws, { FREECODE_OUTPUT_MAX_CHARS: "1000000" });
    const r = await readTool.run({ path: "big.txt", limit: 9999 }, ctx);
    const m = READ_FOOTER_RE.exec(r.output)!;
    expect([m[1], m[2]]).toEqual(["1", String(READ_MAX_LINES)]);
    const capped = await readTool.run({ path: "big.txt" }, stubCtx(ws).ctx);
    expect(capped.output.length).toBeLessThanOrEqual(30_000);
    expect(capped.output).toMatch(/\[lines 1-\d+ of 5000; continue with offset=\d+\]$/);
  });

  it("cuts a line over 2000 characters with a marker", async () => {
    const ws = tempWorkspace({ "wide.txt": "y".repeat(2500) + "\n" });
    const r = await readTool.run({ path: "wide.txt" }, stubCtx(ws).ctx);
    expect(r.output).toContain("y".repeat(2000) + "… [line truncated: 2500 characters, 1-2000 shown; for the rest, read with offset=1 limit=1 column=2001]");
    expect(r.output).not.toContain("y".repeat(2001));
  });

  it("reports an empty file with the empty footer", async () => {
    const ws = tempWorkspace({ "e.txt": "" });
    expect((await readTool.run({ path: "e.txt" }, stubCtx(ws).ctx)).output).toBe("\n\n[no lines: the file is empty]");
  });

  it("refuses paths outside the workspace, including through a symlink", async () => {
    const ws = tempWorkspace({ "a.txt": "x" });
    const outside = tempWorkspace({ "secret.txt": "s" });
    fs.symlinkSync(outside, path.join(ws, "link"));
    const { ctx } = stubCtx(ws);
    await expect(readTool.run({ path: "../etc/passwd" }, ctx)).rejects.toBeInstanceOf(OutsideWorkspaceError);
    await expect(readTool.run({ path: path.join(outside, "secret.txt") }, ctx)).rejects.toBeInstanceOf(OutsideWorkspaceError);
    await expect(readTool.run({ path: "link/secret.txt" }, ctx)).rejects.toBeInstanceOf(OutsideWorkspaceError);
  });
});

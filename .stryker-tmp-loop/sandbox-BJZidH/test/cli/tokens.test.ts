/** `freecode tokens` and `freecode agent prompt-size`: the edit-format arithmetic before any experiment. */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import { execa } from "execa";
import { join } from "node:path";
import { countTextTokens } from "../../src/sim/tokens.ts";
import { headroomFor, measureText } from "../../src/tokens/measure.ts";
import { BIN, ROOT } from "../e2e/helpers.ts";

describe("measureText", () => {
  it("fits a rewrite exactly when its tokens plus the headroom are within the cap", () => {
    const text = Array.from({ length: 50 }, (_, i) => `value_${i} = compute(${i}, "label ${i}")`).join("\n") + "\n";
    const rewrite = countTextTokens("write") + countTextTokens(JSON.stringify({ path: "m.py", content: text }));
    const at = (cap: number) => measureText("m.py", text, cap, 10);
    const edge = rewrite + headroomFor(rewrite + 256);
    expect(at(edge).rewriteTokens).toBe(rewrite);
    expect(at(edge).rewriteFits).toBe(true);
    expect(at(edge - 1).rewriteFits).toBe(false);
    expect(at(edge).lines).toBe(50);
    expect(at(edge).tokensPerLine).toBeCloseTo(countTextTokens(text) / 50, 2);
  });
});

describe("freecode tokens", () => {
  it("the 3,000-line module does not fit an 8,192 cap, at 8–14 tokens per line, naming the tokenizer", async () => {
    const r = await execa("node", [BIN, "tokens", join(ROOT, "cases/large-module-3000/workspace"), "--max-tokens", "8192", "--json"], { cwd: ROOT });
    const out = JSON.parse(r.stdout);
    expect(out.tokenizer).toMatch(/o200k_base/);
    const engine = out.files.find((f: { path: string }) => f.path.endsWith("sheets/engine.py"));
    expect(engine).toMatchObject({ rewriteFits: false });
    expect(engine.lines).toBeGreaterThan(3000);
    expect(engine.tokensPerLine).toBeGreaterThanOrEqual(8);
    expect(engine.tokensPerLine).toBeLessThanOrEqual(14);
    expect(engine.changeTokens["search-replace"]).toBeLessThan(engine.changeTokens["whole-file"] / 10);
    expect(Object.keys(out.summary)).toEqual(expect.arrayContaining(["medianTokensPerLine", "rewriteMaxLines", "files", "lines", "tokens"]));
    expect(out.summary.rewriteMaxLines).toBeGreaterThan(300);
    expect(out.summary.rewriteMaxLines).toBeLessThan(engine.lines);
  }, 120_000);

  it("refuses a missing path with exit 2", async () => {
    const r = await execa("node", [BIN, "tokens", "no/such/dir"], { cwd: ROOT, reject: false });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain("tokens: no/such/dir does not exist");
  }, 120_000);
});

describe("freecode agent prompt-size", () => {
  it("differs between edit formats: whole-file offers no edit tool, unified-diff a patch tool", async () => {
    const size = async (format: string) => JSON.parse((await execa("node", [BIN, "agent", "prompt-size", "--json"], { cwd: ROOT, env: { FREECODE_EDIT_FORMAT: format } })).stdout);
    const sr = await size("search-replace");
    const wf = await size("whole-file");
    const ud = await size("unified-diff");
    expect(sr.tools.map((t: { name: string }) => t.name)).toContain("edit");
    expect(wf.tools.map((t: { name: string }) => t.name)).not.toContain("edit");
    expect(ud.tools.map((t: { name: string }) => t.name)).toContain("patch");
    expect(wf.total).toBeLessThan(sr.total);
    expect(sr.total).toBe(sr.system + sr.tools.reduce((s: number, t: { tokens: number }) => s + t.tokens, 0));
  }, 120_000);
});

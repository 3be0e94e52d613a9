/**
 * Small, focused modules: no source file (src/, bench/, scripts/, bin/) over 400 lines. A file
 * that grows past it wants splitting along the lines ARCHITECTURE.md draws, not a higher limit.
 */
// @ts-nocheck

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../e2e/helpers.ts";

const MAX_LINES = 400;
const SOURCE = /\.(ts|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sourceFiles(p);
    return SOURCE.test(e.name) ? [p] : [];
  });
}

/** Lines as an editor counts them: a final newline does not start another line. */
function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("source file size", () => {
  it("counts lines as wc -l does for a file ending in a newline", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const files = ["src", "bench", "scripts", "bin"].flatMap((d) => sourceFiles(join(ROOT, d)));
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((f) => ({ file: relative(ROOT, f), lines: lineCount(readFileSync(f, "utf8")) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(over).toEqual([]);
  });
});

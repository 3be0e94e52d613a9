import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { caseRepository, removeCaseRepositories } from "../../src/runner/case-repos.ts";

describe("case repositories are rebuilt when the case's files change", () => {
  const dirs: string[] = [];
  afterAll(() => {
    removeCaseRepositories();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("rebuilds after an edit that keeps the file's size and sets its mtime back (only the ctime tells)", async () => {
    const src = mkdtempSync(join(tmpdir(), "fc-repo-src-"));
    dirs.push(src);
    mkdirSync(join(src, "lib"));
    const file = join(src, "lib", "a.py");
    writeFileSync(file, "VALUE = 1\n");
    const T = 1_700_000_000; // s: a whole mtime that utimes can set back exactly
    utimesSync(file, T, T);
    const first = await caseRepository(src);
    expect(readFileSync(join(first, "lib", "a.py"), "utf8")).toBe("VALUE = 1\n");
    writeFileSync(file, "VALUE = 2\n"); // same size
    utimesSync(file, T, T);
    expect(statSync(file)).toMatchObject({ size: 10, mtimeMs: T * 1000 });
    const second = await caseRepository(src);
    expect(second).not.toBe(first);
    expect(readFileSync(join(second, "lib", "a.py"), "utf8")).toBe("VALUE = 2\n");
  });

  it("reuses the repository while nothing changed, and rebuilds when a file or folder is added", async () => {
    const src = mkdtempSync(join(tmpdir(), "fc-repo-src-"));
    dirs.push(src);
    writeFileSync(join(src, "a.txt"), "a\n");
    const first = await caseRepository(src);
    expect(await caseRepository(src)).toBe(first);
    writeFileSync(join(src, "b.txt"), "b\n");
    const second = await caseRepository(src);
    expect(second).not.toBe(first);
    mkdirSync(join(src, "empty"));
    expect(await caseRepository(src)).not.toBe(second);
  });
});

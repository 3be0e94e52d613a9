import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CASE_CACHE_KEY, MAX_CACHED_CASES } from "../../src/suite/case-cache.ts";
import { InputError } from "../../src/suite/errors.ts";
import { loadSuite } from "../../src/suite/load.ts";

/** A valid case; `prompt` is the part the tests edit. */
const caseYaml = (prompt: string, more = "") => `id: demo\ntitle: Demo\nprompt: ${prompt}\n${more}check:\n  run: python3 -c "import a"\nsim:\n  steps:\n    - final: done\n`;

const globals = globalThis as Record<symbol, unknown>;

describe("validated cases kept between loads (suite/case-cache.ts)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    delete globals[CASE_CACHE_KEY];
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function tmp(prefix: string): string {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  }

  /** A cache folder in force, as bin/freecode.mjs sets it for its bundle. */
  function withCache(): string {
    const dir = join(tmp("fc-case-cache-"), "cli-main-inlined-x.cases");
    globals[CASE_CACHE_KEY] = dir;
    return dir;
  }

  function project(): string {
    const root = tmp("fc-cached-suite-");
    mkdirSync(join(root, "suites"));
    writeFileSync(join(root, "suites", "s.yaml"), "name: s\ncases: [demo]\n");
    mkdirSync(join(root, "cases", "demo", "workspace", "pkg"), { recursive: true });
    writeFileSync(join(root, "cases", "demo", "case.yaml"), caseYaml("Fix it"));
    writeFileSync(join(root, "cases", "demo", "workspace", "a.py"), "x = 1\n");
    writeFileSync(join(root, "cases", "demo", "workspace", "pkg", "b.py"), "y = 2\n");
    return root;
  }

  it("gives every shipped suite's cases exactly as an uncached load does, from the entries too", () => {
    const uncached = loadSuite("coding");
    const dir = withCache();
    const storing = loadSuite("coding");
    expect(readdirSync(dir).filter((f) => f.endsWith(".json"))).toHaveLength(uncached.loadedCases.length);
    const fromEntries = loadSuite("coding");
    expect(storing).toEqual(uncached);
    expect(fromEntries).toEqual(uncached);
  });

  it("reads a case again after an edit that keeps its size and mtime, or a workspace file's", () => {
    const root = project();
    withCache();
    const file = join(root, "cases", "demo", "case.yaml");
    const T = 1_700_000_000; // s: a whole mtime that utimes can set back exactly
    utimesSync(file, T, T);
    const first = loadSuite("s", root).loadedCases[0]!;
    const size = statSync(file).size;
    writeFileSync(file, caseYaml("Fix IT"));
    utimesSync(file, T, T);
    expect(statSync(file)).toMatchObject({ size, mtimeMs: T * 1000 }); // only the ctime tells
    const edited = loadSuite("s", root).loadedCases[0]!;
    expect(edited.prompt).toBe("Fix IT");
    expect(edited.hash).not.toBe(first.hash);
    writeFileSync(join(root, "cases", "demo", "workspace", "pkg", "b.py"), "y = 3\n");
    const workspaceEdited = loadSuite("s", root).loadedCases[0]!;
    expect(workspaceEdited.hash).not.toBe(edited.hash);
    writeFileSync(join(root, "cases", "demo", "workspace", "c.py"), "");
    expect(loadSuite("s", root).loadedCases[0]!.hash).not.toBe(workspaceEdited.hash);
  });

  it("gives an invalid case its full error although a valid version was stored", () => {
    const root = project();
    withCache();
    loadSuite("s", root);
    writeFileSync(join(root, "cases", "demo", "case.yaml"), caseYaml("Fix it", "maxTurns: -1\n"));
    expect(() => loadSuite("s", root)).toThrow(InputError);
    expect(() => loadSuite("s", root)).toThrow(/case\.yaml:4:\d+: field `maxTurns`/);
    // And a workspace removed since: the load says so.
    writeFileSync(join(root, "cases", "demo", "case.yaml"), caseYaml("Fix it"));
    loadSuite("s", root);
    rmSync(join(root, "cases", "demo", "workspace"), { recursive: true });
    expect(() => loadSuite("s", root)).toThrow(/field `workspace`: folder .* does not exist/);
  });

  it("keeps at most MAX_CACHED_CASES entries, dropping the oldest half", () => {
    const root = project();
    const dir = withCache();
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < MAX_CACHED_CASES; i++) {
      writeFileSync(join(dir, `old-${i}.json`), "{}");
      utimesSync(join(dir, `old-${i}.json`), 1_000_000 + i, 1_000_000 + i);
    }
    loadSuite("s", root); // one more entry: past the cap
    const left = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(left).toHaveLength(MAX_CACHED_CASES / 2);
    expect(left).not.toContain("old-0.json");
    expect(left).toContain(`old-${MAX_CACHED_CASES - 1}.json`);
    expect(left.filter((f) => !f.startsWith("old-"))).toHaveLength(1); // the new entry stays
  });

  it("stores nothing without a cache folder (the sources run by tsx, the tests)", () => {
    const root = project();
    const c = loadSuite("s", root).loadedCases[0]!;
    expect(c.id).toBe("demo");
    expect(globals[CASE_CACHE_KEY]).toBeUndefined();
  });
});

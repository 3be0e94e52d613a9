import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sourcesHash } from "../../bin/bundle.mjs";

describe("the bundles' freshness check (sourcesHash)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** A checkout in miniature: src/ with two sources, the bundler file, a lockfile, the manifest's place. */
  function checkout() {
    const root = mkdtempSync(join(tmpdir(), "freecode-fresh-"));
    dirs.push(root);
    mkdirSync(join(root, "src", "cli"), { recursive: true });
    writeFileSync(join(root, "src", "cli", "main.ts"), "export const a = 1;\n");
    writeFileSync(join(root, "src", "b.ts"), "export const b = 2;\n");
    writeFileSync(join(root, "bundle.mjs"), "// bundler\n");
    writeFileSync(join(root, "package-lock.json"), '{"v":1}\n');
    return {
      root,
      where: { src: join(root, "src"), self: join(root, "bundle.mjs"), lockfiles: [join(root, "package-lock.json")], manifest: join(root, "cache", "sources.json") },
    };
  }

  it("changes on an edit that keeps the file's size and mtime", async () => {
    const { root, where } = checkout();
    const file = join(root, "src", "cli", "main.ts");
    const T = 1_700_000_000; // s: a whole mtime that utimes can set back exactly
    utimesSync(file, T, T);
    const before = await sourcesHash(true, where);
    writeFileSync(file, "export const a = 7;\n"); // same size
    utimesSync(file, T, T); // mtime set back: only the ctime tells
    expect(statSync(file)).toMatchObject({ size: 20, mtimeMs: T * 1000 });
    const after = await sourcesHash(true, where);
    expect(after).not.toBe(before);
    // And back to the old contents: the old hash again (the key is the contents, not the stats).
    writeFileSync(file, "export const a = 1;\n");
    expect(await sourcesHash(true, where)).toBe(before);
  });

  it("changes when a source is added or removed, or the lockfile changes", async () => {
    const { root, where } = checkout();
    const first = await sourcesHash(true, where);
    writeFileSync(join(root, "src", "c.ts"), "export {};\n");
    const added = await sourcesHash(true, where);
    expect(added).not.toBe(first);
    rmSync(join(root, "src", "c.ts"));
    expect(await sourcesHash(true, where)).toBe(first);
    writeFileSync(join(root, "package-lock.json"), '{"v":2}\n');
    expect(await sourcesHash(true, where)).not.toBe(first);
    // Without the packages, the lockfile does not count.
    const without = await sourcesHash(false, { ...where, manifest: join(root, "cache", "sources-src.json") });
    writeFileSync(join(root, "package-lock.json"), '{"v":3}\n');
    expect(await sourcesHash(false, { ...where, manifest: join(root, "cache", "sources-src.json") })).toBe(without);
  });

  it("does not read the contents again while no stat changed", async () => {
    const { where } = checkout();
    const hash = await sourcesHash(false, where);
    const stored = JSON.parse(readFileSync(where.manifest, "utf8")) as { hash: string; stats: string };
    expect(stored.hash).toBe(hash);
    // A manifest whose stats match is trusted as it stands: its hash is returned unread.
    writeFileSync(where.manifest, JSON.stringify({ ...stored, hash: "0123456789abcdef" }));
    expect(await sourcesHash(false, where)).toBe("0123456789abcdef");
    // A torn manifest is hashed again and rewritten.
    writeFileSync(where.manifest, "{");
    expect(await sourcesHash(false, where)).toBe(hash);
    expect(JSON.parse(readFileSync(where.manifest, "utf8")).hash).toBe(hash);
  });
});

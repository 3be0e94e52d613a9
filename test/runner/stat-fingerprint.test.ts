import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listFiles, statLine, treeStats } from "../../bin/stat-fingerprint.mjs";

describe("stat fingerprints (bin/stat-fingerprint.mjs)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  function tree() {
    const root = mkdtempSync(join(tmpdir(), "freecode-fp-"));
    dirs.push(root);
    mkdirSync(join(root, "b"));
    writeFileSync(join(root, "b", "x.ts"), "x\n");
    writeFileSync(join(root, "a.md"), "a\n");
    writeFileSync(join(root, "B.ts"), "B\n");
    return root;
  }

  it("lists files by code unit within each folder, filtered by name", () => {
    const root = tree();
    expect(listFiles(root).map((p) => p.slice(root.length + 1))).toEqual(["B.ts", "a.md", "b/x.ts"]);
    expect(listFiles(root, (n) => n.endsWith(".ts")).map((p) => p.slice(root.length + 1))).toEqual(["B.ts", "b/x.ts"]);
    expect(listFiles(join(root, "missing"))).toEqual([]);
  });

  it("a line is path, size, mtimeMs and ctimeMs; a same-size edit with the mtime set back changes it", () => {
    const root = tree();
    const file = join(root, "a.md");
    const T = 1_700_000_000;
    utimesSync(file, T, T);
    const before = statLine(file);
    expect(before.split("\0").slice(0, 3)).toEqual([file, "2", String(T * 1000)]);
    writeFileSync(file, "b\n");
    utimesSync(file, T, T);
    expect(statLine(file)).not.toBe(before);
  });

  it("a tree's lines cover files, symlinks with their targets, and with withDirectories the folders", () => {
    const root = tree();
    symlinkSync("a.md", join(root, "link"));
    const lines = treeStats(root);
    expect(lines.map((l) => l.split("\0")[0]!.slice(root.length + 1))).toEqual(["B.ts", "a.md", "b/x.ts", "link (link)", "link"]);
    expect(treeStats(root, { withDirectories: true }).map((l) => l.split("\0")[0]!.slice(root.length + 1))).toEqual(["B.ts", "a.md", "b", "b/x.ts", "link (link)", "link"]);
    const before = treeStats(root).join("\n");
    // An edit through the link shows in the link's target line.
    writeFileSync(join(root, "a.md"), "changed\n");
    expect(treeStats(root).join("\n")).not.toBe(before);
    expect(treeStats(join(root, "missing"))).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { snapshotKey } from "../../bin/agent-snapshot.mjs";

describe("the agent snapshot's key (snapshotKey) from stat manifests", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** A checkout in miniature: src/ with a source and a tool description, bin/, a lockfile, the manifests' place. */
  function checkout() {
    const root = mkdtempSync(join(tmpdir(), "freecode-snapkey-"));
    dirs.push(root);
    mkdirSync(join(root, "src", "agent"), { recursive: true });
    mkdirSync(join(root, "bin"));
    writeFileSync(join(root, "src", "agent", "loop.ts"), "export const a = 1;\n");
    writeFileSync(join(root, "src", "agent", "read.md"), "Reads a file.\n");
    writeFileSync(join(root, "bin", "bundle.mjs"), "// bundler\n");
    writeFileSync(join(root, "bin", "agent-snapshot.mjs"), "// snapshot\n");
    writeFileSync(join(root, "package-lock.json"), '{"v":1}\n');
    const src = join(root, "src");
    return {
      root,
      where: {
        src,
        manifest: join(root, "cache", "assets.json"),
        sources: { src, self: join(root, "bin", "bundle.mjs"), lockfiles: [join(root, "package-lock.json")], manifest: join(root, "cache", "sources.json") },
      },
    };
  }

  /** Rewrites `file` with `text` of the same size and sets its mtime back: only the ctime tells. */
  function sameSizeEdit(file: string, text: string) {
    const T = 1_700_000_000; // s: a whole mtime that utimes can set back exactly
    utimesSync(file, T, T);
    const size = statSync(file).size;
    expect(Buffer.byteLength(text)).toBe(size);
    return () => {
      writeFileSync(file, text);
      utimesSync(file, T, T);
      expect(statSync(file)).toMatchObject({ size, mtimeMs: T * 1000 });
    };
  }

  it("changes on a same-size, mtime-restored edit of a source, of a file read at load (a tool description) and of bin/", async () => {
    const { root, where } = checkout();
    for (const [file, text] of [["src/agent/loop.ts", "export const a = 7;\n"], ["src/agent/read.md", "Reads a fil3.\n"], ["bin/agent-snapshot.mjs", "// snapsh0t\n"]] as const) {
      const edit = sameSizeEdit(join(root, file), text);
      const before = await snapshotKey(where);
      expect(await snapshotKey(where)).toBe(before);
      edit();
      expect(await snapshotKey(where), file).not.toBe(before);
    }
  });

  it("changes when a file is added to src/ or the installed packages change, and reads the manifests while nothing did", async () => {
    const { root, where } = checkout();
    const first = await snapshotKey(where);
    writeFileSync(join(root, "src", "agent", "prompt.txt"), "You are FreeCode.\n");
    const added = await snapshotKey(where);
    expect(added).not.toBe(first);
    writeFileSync(join(root, "package-lock.json"), '{"v":2}\n');
    const packages = await snapshotKey(where);
    expect(packages).not.toBe(added);
    // A manifest whose stats match is trusted: its hash is used unread (no file hashed again).
    const stored = JSON.parse(readFileSync(where.manifest, "utf8")) as { hash: string; stats: string };
    writeFileSync(where.manifest, JSON.stringify({ ...stored, hash: "0123456789abcdef" }));
    expect(await snapshotKey(where)).not.toBe(packages);
  });
});

/** Class 10: confinement through symlinks: every component resolved, dangling links included; nothing is created outside. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { b, toolHarness } from "../helpers/exec.ts";

const outsideDir = () => fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "freecode-outside-")));
const listAll = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => path.join(e.parentPath ?? (e as any).path, e.name)).sort();

describe("write through symlinks", () => {
  it("a dangling link shipped in the workspace, pointing outside: refused, no file created there, a guard", async () => {
    const out = outsideDir();
    const h = toolHarness();
    fs.symlinkSync(path.join(out, "pwned.txt"), path.join(h.cwd, "notes.txt"));
    const r = await h.call("write", { path: "notes.txt", content: "x\n" });
    expect(r).toEqual({
      id: "toolu_1",
      isError: true,
      content: `write failed: path "notes.txt" is outside the workspace ${h.cwd}; use a path inside it (relative paths are resolved against it)`,
    });
    expect(fs.existsSync(path.join(out, "pwned.txt"))).toBe(false);
    expect(h.guards()).toMatchObject([{ guard: "outside_workspace", tool: "write", detail: "notes.txt" }]);
  });

  it("a dangling link the agent's own bash just made, relative and through a chain, is refused the same way", async () => {
    const out = outsideDir();
    const h = toolHarness();
    const rel = path.relative(h.cwd, path.join(out, "deep", "x.txt"));
    await h.call("bash", { command: `ln -s '${rel}' b && ln -s b a && mkdir sub && ln -s ../a sub/c` });
    for (const p of ["a", "b", "sub/c"]) {
      const r = await h.call("write", { path: p, content: "x\n" });
      expect(r.isError).toBe(true);
      expect(r.content).toContain(`write failed: path "${p}" is outside the workspace`);
    }
    expect(listAll(out)).toEqual([]);
  });

  it("`..` after a linked folder climbs from the link's target, as the kernel does", async () => {
    const out = outsideDir();
    fs.mkdirSync(path.join(out, "inner"));
    const h = toolHarness();
    fs.symlinkSync(path.join(out, "inner"), path.join(h.cwd, "lib"));
    const r = await h.call("write", { path: "lib/../escaped.txt", content: "x\n" });
    expect(r.isError).toBe(true);
    expect(fs.existsSync(path.join(out, "escaped.txt"))).toBe(false);
    expect(fs.existsSync(path.join(h.cwd, "escaped.txt"))).toBe(false);
  });

  it("a dangling link to a place inside the workspace creates its target there", async () => {
    const h = toolHarness();
    fs.mkdirSync(path.join(h.cwd, "real"));
    fs.symlinkSync("real/new.txt", path.join(h.cwd, "alias.txt"));
    const r = await h.call("write", { path: "alias.txt", content: "hi\n" });
    expect(r.content).toBe("Created alias.txt: 1 line, 3 bytes.");
    expect(h.bytes("real/new.txt").equals(b("hi\n"))).toBe(true);
    expect(fs.lstatSync(path.join(h.cwd, "alias.txt")).isSymbolicLink()).toBe(true);
  });

  it("edit and read through a dangling outside link are refused too", async () => {
    const out = outsideDir();
    const h = toolHarness();
    fs.symlinkSync(path.join(out, "gone"), path.join(h.cwd, "g"));
    expect((await h.call("read", { path: "g/x.txt" })).content).toContain('read failed: path "g/x.txt" is outside the workspace');
    expect((await h.call("edit", { path: "g", old_string: "a", new_string: "b" })).content).toContain('edit failed: path "g" is outside the workspace');
  });
});

describe("property: random link graphs never let a write land outside", () => {
  it("a write either lands inside the workspace or is refused, and the outside folder stays as it was", async () => {
    const names = ["a", "b", "c", "d"];
    const target = fc.oneof(
      fc.constantFrom(...names),
      fc.constantFrom(...names).map((n) => `sub/${n}`),
      fc.constantFrom("../", "../../", "sub/../../").map((up) => `${up}OUT`),
      fc.constant("ABS"),
      fc.constant("ABS/dir"),
      // Dangling: the target does not exist yet (a write would create it).
      fc.constantFrom("ABS/new.txt", "ABS/dir/new.txt", "ABS/nodir/new.txt"),
      fc.constantFrom("../", "../../", "sub/../../").map((up) => `${up}OUT/new.txt`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names.map((n) => n), ...names.map((n) => `sub/${n}`)), target), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(...names, "sub", "..", "new", "file.txt"), { minLength: 1, maxLength: 4 }),
        async (links, parts) => {
          const out = outsideDir();
          fs.mkdirSync(path.join(out, "dir"));
          const h = toolHarness();
          fs.mkdirSync(path.join(h.cwd, "sub"));
          for (const [from, to] of links) {
            const abs = path.join(h.cwd, from);
            if (fs.existsSync(abs) || isLink(abs)) continue;
            const t = to.replace("ABS", out).replace("OUT", path.relative(path.dirname(h.cwd), out));
            fs.symlinkSync(t, abs);
          }
          const before = listAll(out);
          const r = await h.call("write", { path: parts.join("/"), content: "payload\n" });
          expect(listAll(out)).toEqual(before);
          if (!r.isError) expect(r.content).toMatch(/^(Created|Replaced) /);
        },
      ),
      { numRuns: 300 },
    );
  });
});

function isLink(p: string): boolean {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

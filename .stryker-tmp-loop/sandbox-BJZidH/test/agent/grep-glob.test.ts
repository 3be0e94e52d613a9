// @ts-nocheck
import { describe, it, expect } from "vitest";
import { grepTool } from "../../src/agent/tools/grep.ts";
import { globTool } from "../../src/agent/tools/glob.ts";
import { globMatcher, pathOrBasenameMatcher } from "../../src/agent/glob-match.ts";
import { IgnoreRules, isIgnored } from "../../src/agent/gitignore.ts";
import { ELISION_RE } from "../../src/agent-protocol/formats.ts";
import { stubCtx, tempWorkspace } from "./helpers/workspace.ts";

describe("glob patterns", () => {
  it("matches *, **, ?, classes and braces like common globbers", () => {
    const cases: Array<[string, string, boolean]> = [
      ["*.py", "a.py", true],
      ["*.py", "src/a.py", false],
      ["**/*.py", "a.py", true],
      ["**/*.py", "src/deep/a.py", true],
      ["src/**", "src/a/b.ts", true],
      ["src/*.ts", "src/a/b.ts", false],
      ["src/**/test_*.py", "src/test_a.py", true],
      ["file?.txt", "file1.txt", true],
      ["file?.txt", "file10.txt", false],
      ["[ab].js", "b.js", true],
      ["[!ab].js", "b.js", false],
      ["*.{ts,tsx}", "x.tsx", true],
      ["*.{ts,tsx}", "x.js", false],
      ["a+b.txt", "a+b.txt", true],
    ];
    for (const [g, p, want] of cases) expect([g, p, globMatcher(g)(p)]).toEqual([g, p, want]);
    expect(pathOrBasenameMatcher("*.py")("src/deep/a.py")).toBe(true);
  });
});

describe(".gitignore rules", () => {
  it("handles anchoring, folders only, negation and last-match-wins", () => {
    const root = new IgnoreRules("", "# comment\n*.log\n!keep.log\n/build\ndist/\ndocs/*.tmp\n");
    const ig = (p: string, dir = false) => isIgnored([root], p, dir);
    expect(ig("a.log")).toBe(true);
    expect(ig("sub/a.log")).toBe(true);
    expect(ig("keep.log")).toBe(false);
    expect(ig("build", true)).toBe(true);
    expect(ig("src/build", true)).toBe(false);
    expect(ig("dist", true)).toBe(true);
    expect(ig("dist", false)).toBe(false);
    expect(ig("docs/x.tmp")).toBe(true);
    expect(ig("other/docs/x.tmp")).toBe(false);
    const nested = new IgnoreRules("pkg", "*.gen.ts\n");
    expect(isIgnored([root, nested], "pkg/a.gen.ts", false)).toBe(true);
    expect(isIgnored([root, nested], "a.gen.ts", false)).toBe(false);
  });
});

const repo = () =>
  tempWorkspace({
    ".gitignore": "node_modules/\n*.log\n",
    "src/app.py": "import os\ndef main():\n    return os.getcwd()\n",
    "src/util.py": "def helper():\n    return 1\n",
    "src/pkg/.gitignore": "generated.py\n",
    "src/pkg/generated.py": "def main(): pass\n",
    "src/pkg/real.py": "def main(): return 2\n",
    "node_modules/lib/index.js": "function main() {}\n",
    "debug.log": "main failed\n",
    "README.md": "Run main.\n",
    ".git/config": "main = yes\n",
  });

describe("grep tool", () => {
  it("finds matches as path:line: text, respecting .gitignore files at every level", async () => {
    const r = await grepTool.run({ pattern: "def main" }, stubCtx(repo()).ctx);
    expect(r.output).toBe("src/app.py:2: def main():\nsrc/pkg/real.py:1: def main(): return 2\n\n[2 matches in 2 files]");
  });

  it("narrows by path and by glob", async () => {
    const ws = repo();
    expect((await grepTool.run({ pattern: "return", path: "src/pkg" }, stubCtx(ws).ctx)).output).toBe("src/pkg/real.py:1: def main(): return 2\n\n[1 match in 1 file]");
    expect((await grepTool.run({ pattern: "main", glob: "*.md" }, stubCtx(ws).ctx)).output).toBe("README.md:1: Run main.\n\n[1 match in 1 file]");
    expect((await grepTool.run({ pattern: "zzz" }, stubCtx(ws).ctx)).output).toBe('No matches for "zzz" in the workspace.');
  });

  it("refuses an invalid regex with the reason", async () => {
    const r = await grepTool.run({ pattern: "(" }, stubCtx(repo()).ctx);
    expect(r.isError).toBe(true);
    expect(r.output).toMatch(/^grep: invalid regular expression "\(": /);
  });

  it("caps the listing at 500 matches with a marker naming the output tool and the call id", async () => {
    const ws = tempWorkspace({ "many.txt": Array.from({ length: 700 }, (_, i) => `hit ${i}`).join("\n") });
    const r = await grepTool.run({ pattern: "hit" }, stubCtx(ws, {}, "toolu_g").ctx);
    expect(r.output.split("\n").length).toBe(702);
    expect(r.visible!.split("\n").filter((l) => l.startsWith("many.txt:")).length).toBe(500);
    expect([...r.visible!.matchAll(ELISION_RE)].map((m) => m[1])).toEqual(["toolu_g"]);
    expect(r.elided).toBe(true);
  });
});

describe("glob tool", () => {
  it("lists matching files sorted, skipping ignored ones", async () => {
    const ws = repo();
    expect((await globTool.run({ pattern: "**/*.py" }, stubCtx(ws).ctx)).output).toBe(
      'src/app.py\nsrc/pkg/real.py\nsrc/util.py\n\n[3 files match "**/*.py"]',
    );
    expect((await globTool.run({ pattern: "*.{md,log}" }, stubCtx(ws).ctx)).output).toBe('README.md\n\n[1 file matches "*.{md,log}"]');
    expect((await globTool.run({ pattern: "**/*.rs" }, stubCtx(ws).ctx)).output).toBe('No files match "**/*.rs".');
  });
});

/**
 * `eval validate`'s protection lint (src/suite/unprotected-tests.ts): which workspace files count
 * as tests, test runners and build scripts, and which of them a case leaves unprotected.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isTestOrRunner, unprotectedTests } from "../../src/suite/unprotected-tests.ts";

describe("isTestOrRunner", () => {
  it.each([
    "tests/test_money.py",
    "tests/__init__.py",
    "tests/golden/__init__.py",
    "tests/helpers.py",
    "test/zones.test.js",
    "packages/cart/test/cart.test.js",
    "src/test/java/com/acme/LedgerTests.java",
    "test/PricingRecordsTest.java",
    "tests/run_tests.c",
    "tests/test_checksum.sh",
    "pkg/parse_test.go",
    "lib/util.spec.ts",
    "conftest.py",
    "Makefile",
    "build.sh",
    "package.json",
  ])("%s is a test, runner or build script", (rel) => {
    expect(isTestOrRunner(rel)).toBe(true);
  });

  it.each([
    "ledger/money.py",
    "src/zones.js",
    "tests/fixtures/orders.json",
    "tests/data/expected.csv",
    "README.md",
    "packages/cart/package.json",
    "docs/Makefile.md",
    "contest.py",
    "latest.py",
  ])("%s is not", (rel) => {
    expect(isTestOrRunner(rel)).toBe(false);
  });
});

describe("unprotectedTests", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
  });

  function caseDir(workspace: string[], solution: string[] = []) {
    const root = mkdtempSync(join(tmpdir(), "fc-unprotected-"));
    roots.push(root);
    for (const [base, files] of [["workspace", workspace], ["solution", solution]] as const) {
      for (const rel of files) {
        mkdirSync(dirname(join(root, base, rel)), { recursive: true });
        writeFileSync(join(root, base, rel), "x\n");
      }
    }
    return { workspaceDir: join(root, "workspace"), solutionPath: solution.length ? join(root, "solution") : null };
  }

  const WS = ["app/core.py", "tests/__init__.py", "tests/test_core.py", "tests/test_cli.py", "Makefile", "node_modules/x/test/a.test.js", "vendor/lib/tests/test_v.py"];

  it("lists the tests the solution leaves alone and no assertion names, sorted, skipping dependency folders", () => {
    const dirs = caseDir(WS, ["app/core.py"]);
    expect(unprotectedTests({ ...dirs, check: { run: "make test", timeoutSec: 60 }, files: [] })).toEqual(["Makefile", "tests/__init__.py", "tests/test_cli.py", "tests/test_core.py"]);
  });

  it("leaves out files the solution changes and files any assertion names", () => {
    const dirs = caseDir(WS, ["app/core.py", "tests/test_core.py"]);
    const files = [
      { path: "tests/__init__.py", unchanged: true },
      { path: "./Makefile", unchanged: true },
      { path: "tests/test_cli.py", contains: ["def test_help"] },
    ];
    expect(unprotectedTests({ ...dirs, check: { run: "make test", timeoutSec: 60 }, files })).toEqual([]);
  });

  it("asks nothing of a case without a check (a judged case's workspace is read, not tested)", () => {
    const dirs = caseDir(WS);
    expect(unprotectedTests({ ...dirs, check: undefined, files: [] })).toEqual([]);
  });
});

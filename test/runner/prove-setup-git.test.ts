/**
 * `eval validate --prove` gives a case's setup and check the same tree a trial does: a copy of
 * the workspace committed to a fresh git repository (runner/workspace.ts copyCommitted). A setup
 * that uses git (to leave uncommitted work for `git diff`, say) failed in the proof before,
 * while it ran in every trial.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { proveCase } from "../../src/runner/prove.ts";
import { loadCase } from "../../src/suite/load.ts";

const root = mkdtempSync(join(tmpdir(), "fc-prove-git-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function gitCase(): string {
  const dir = join(root, "cases", "wip-in-tree");
  mkdirSync(join(dir, "workspace"), { recursive: true });
  mkdirSync(join(dir, "solution"), { recursive: true });
  writeFileSync(join(dir, "workspace", "notes.txt"), "committed\n");
  writeFileSync(join(dir, "solution", "done.txt"), "done\n");
  writeFileSync(
    join(dir, "case.yaml"),
    [
      "id: wip-in-tree",
      "title: setup edits a committed file",
      "why: a setup that needs the trial's git repository",
      "prompt: Finish the work in progress.",
      "setup:",
      "  - \"git rev-parse --verify -q HEAD > /dev/null && echo wip >> notes.txt\"",
      "check:",
      "  run: \"git diff --quiet -- notes.txt && exit 1; test -f done.txt\"",
      "sim:",
      "  steps:",
      "    - tools:",
      "        - name: write",
      "          input: {path: done.txt, content: \"done\\n\"}",
      "    - final: Done.",
      "",
    ].join("\n"),
  );
  return dir;
}

describe("prove: setup and check run in a committed copy", () => {
  it("proves a case whose setup and check use git", async () => {
    const c = loadCase(gitCase(), { maxTurns: 5, timeoutSec: 60 });
    const result = await proveCase(c);
    expect(result.steps.map((s) => [s.step, s.ok, s.ok ? "" : s.detail])).toEqual([
      ["setup runs", true, ""],
      ["untouched fails", true, ""],
      ["solution passes", true, ""],
      ["check is stable", true, ""],
      ["trajectory passes", true, ""],
    ]);
    expect(result.ok).toBe(true);
  }, 120_000);
});

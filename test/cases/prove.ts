/**
 * Declares the proof of a list of cases (vitest describe blocks), shared by one test file
 * per suite:
 * - case.yaml parses with the strict schema, is named after its folder and says `why`;
 * - the check FAILS on the untouched workspace;
 * - the check PASSES, with every file assertion, on the reference solution;
 * - the simulator trajectory replays (sim-replay.ts) and leaves a workspace that passes too;
 *   cases tagged `whitespace-anchor` are replayed both with a whitespace-tolerant edit tool
 *   (main path) and an exact one (their onError detour).
 * Tests run concurrently (vitest's maxConcurrency): each works on its own copy, and the
 * checks spend their time in child processes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { SuiteFile } from "../../src/suite/schema.ts";
import {
  CASES_DIR,
  fileAssertionFailures,
  freshWorkspace,
  listCaseIds,
  loadCase,
  overlaySolution,
  removeDir,
  runShellMemo,
  SUITES_DIR,
} from "./case-fixtures.ts";
import { replayTrajectory, type EditMatching } from "./sim-replay.ts";

/** Case ids named by suites/<name>.yaml (exact ids; `*` globs over existing case ids). */
export function suiteCaseIds(name: string): string[] {
  const suite = SuiteFile.parse(parseYaml(readFileSync(join(SUITES_DIR, `${name}.yaml`), "utf8")));
  const all = listCaseIds();
  return suite.cases.flatMap((entry) => {
    if (!entry.includes("*")) return [entry];
    const re = new RegExp(`^${entry.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
    return all.filter((id) => re.test(id));
  });
}

async function proveTrajectory(id: string, matching: EditMatching): Promise<{ tookOnError: boolean }> {
  const c = loadCase(id);
  const dir = freshWorkspace(id, c);
  try {
    const replay = await replayTrajectory(c, dir, matching);
    expect(replay.problems).toEqual([]);
    const check = await runShellMemo(c.check!.run, dir, c.check!.timeoutSec);
    expect(check.code, `check fails after the trajectory (${matching} edits):\n${check.output.slice(-1500)}`).toBe(0);
    expect(fileAssertionFailures(dir, c.files, join(CASES_DIR, id, c.workspace))).toEqual([]);
    return { tookOnError: replay.tookOnError };
  } finally {
    removeDir(dir);
  }
}

/** Declares the proof of every case in `ids` (see the module comment). */
export function proveCases(ids: readonly string[]): void {
  describe.concurrent.each(ids)("case %s", (id) => {
    it("has a valid case.yaml named after its folder, with a why", () => {
      const c = loadCase(id);
      expect(c.id).toBe(id);
      expect(c.why ?? "").not.toBe("");
    });

    describe("proof", () => {
      it("check fails on the untouched workspace", async () => {
        const c = loadCase(id);
        const dir = freshWorkspace(id, c);
        try {
          const r = await runShellMemo(c.check!.run, dir, c.check!.timeoutSec);
          expect(r.code, `check already passes on the untouched workspace:\n${r.output.slice(-500)}`).not.toBe(0);
        } finally {
          removeDir(dir);
        }
      });

      it("check and file assertions pass with the reference solution", async () => {
        const c = loadCase(id);
        const dir = freshWorkspace(id, c);
        try {
          overlaySolution(id, c, dir);
          const r = await runShellMemo(c.check!.run, dir, c.check!.timeoutSec);
          expect(r.code, `check fails with the reference solution:\n${r.output.slice(-1500)}`).toBe(0);
          expect(fileAssertionFailures(dir, c.files, join(CASES_DIR, id, c.workspace))).toEqual([]);
        } finally {
          removeDir(dir);
        }
      });

      if (loadCase(id).tags.includes("whitespace-anchor")) {
        it("trajectory solves it on its main path with a whitespace-tolerant edit tool", async () => {
          expect((await proveTrajectory(id, "tolerant")).tookOnError).toBe(false);
        });
        it("trajectory solves it through its onError detour with an exact edit tool", async () => {
          expect((await proveTrajectory(id, "exact")).tookOnError).toBe(true);
        });
      } else {
        it("trajectory replays and solves it", async () => {
          await proveTrajectory(id, "exact");
        });
      }
    });
  });
}

/**
 * Replays every case's simulator trajectory on a workspace copy (see sim-replay.ts): every
 * edit anchor must be found, every `needs` must be satisfiable, and the workspace the
 * trajectory leaves behind must pass the check and the file assertions.
 */
import { describe, expect, it } from "vitest";
import { fileAssertionFailures, freshWorkspace, listCaseIds, loadCase, removeDir, runShell } from "./case-fixtures.ts";
import { replayTrajectory, type EditMatching } from "./sim-replay.ts";

function proveTrajectory(id: string, matching: EditMatching): { tookOnError: boolean } {
  const c = loadCase(id);
  const dir = freshWorkspace(id, c);
  try {
    const replay = replayTrajectory(c, dir, matching);
    expect(replay.problems).toEqual([]);
    const check = runShell(c.check.run, dir, c.check.timeoutSec);
    expect(check.code, `check fails after the trajectory (${matching} edits):\n${check.output.slice(-1500)}`).toBe(0);
    expect(fileAssertionFailures(dir, c.files)).toEqual([]);
    return { tookOnError: replay.tookOnError };
  } finally {
    removeDir(dir);
  }
}

const ids = listCaseIds();
/**
 * Cases tagged `whitespace-anchor` write an edit anchor whose indentation differs from the
 * file: the main path needs an edit tool that matches modulo whitespace, and their `onError`
 * detour must solve the case for an agent whose edit needs an exact match.
 */
const withDetours = ids.filter((id) => loadCase(id).tags.includes("whitespace-anchor"));

describe.each(ids)("trajectory of %s", (id) => {
  it("plays with exact edit matching and solves the case", () => {
    proveTrajectory(id, "exact");
  });
});

describe.each(withDetours)("trajectory of %s with a whitespace-tolerant edit tool", (id) => {
  it("solves the case on its main path, without the onError detour", () => {
    expect(proveTrajectory(id, "tolerant").tookOnError).toBe(false);
  });
  it("takes the onError detour when edits must match exactly", () => {
    expect(proveTrajectory(id, "exact").tookOnError).toBe(true);
  });
});

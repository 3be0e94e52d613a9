/**
 * Proves every shipped case: the schema accepts case.yaml, the check fails on the untouched
 * workspace, and passes (with every file assertion) once the reference solution is overlaid.
 */
import { describe, expect, it } from "vitest";
import {
  fileAssertionFailures,
  freshWorkspace,
  listCaseIds,
  loadCase,
  overlaySolution,
  removeDir,
  runShell,
} from "./case-fixtures.ts";

const ids = listCaseIds();

describe("cases/", () => {
  it("holds the cases the suites need", () => {
    expect(ids.length).toBeGreaterThanOrEqual(3);
  });
});

describe.each(ids)("case %s", (id) => {
  const c = loadCase(id);

  it("is named after its folder and says why it needs a model", () => {
    expect(c.id).toBe(id);
    expect(c.why ?? "").not.toBe("");
    expect(c.sim.steps.at(-1)?.final ?? c.sim.steps.some((s) => s.onError)).toBeTruthy();
  });

  it("fails on the untouched workspace and passes with the reference solution", () => {
    const before = freshWorkspace(id, c);
    const after = freshWorkspace(id, c);
    try {
      const untouched = runShell(c.check.run, before, c.check.timeoutSec);
      expect(untouched.code, `check already passes on the untouched workspace:\n${untouched.output.slice(-500)}`).not.toBe(0);

      overlaySolution(id, c, after);
      const solved = runShell(c.check.run, after, c.check.timeoutSec);
      expect(solved.code, `check fails with the reference solution:\n${solved.output.slice(-1500)}`).toBe(0);
      expect(fileAssertionFailures(after, c.files)).toEqual([]);
    } finally {
      removeDir(before);
      removeDir(after);
    }
  });
});

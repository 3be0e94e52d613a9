/**
 * Proves every case of suites/judged.yaml, whose outcome is the final answer, not a check:
 * - the case loads with the strict schema (through the real suite loader) and is judged;
 * - its reference answer scores ≥ passAt offline and its plausible wrong answer < passAt,
 *   also with `mustNot` ignored (the `must` patterns alone tell them apart);
 * - an empty answer fails (so the case asserts something);
 * - the simulator trajectory replays on a copy of the workspace (every read file exists,
 *   every `needs` entry is seen or recoverable), leaves the workspace unchanged (the prompts
 *   forbid changes), and its `final` text — `{{line:…}}` filled by the simulator's own
 *   fillLineRefs — passes the offline judge.
 */
// @ts-nocheck

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AGENT_FLAGS } from "../../src/agent-protocol/formats.ts";
import { offlineScore } from "../../src/scoring/judge.ts";
import { fillLineRefs } from "../../src/sim/final-text.ts";
import { loadSuite } from "../../src/suite/load.ts";
import type { JudgeSpec, LoadedCase, SimStep } from "../../src/suite/schema.ts";
import { freshWorkspace, REPO_ROOT, removeDir, treeHash } from "./case-fixtures.ts";
import { replayTrajectory } from "./sim-replay.ts";

const suite = loadSuite("judged", REPO_ROOT);

/** Every step of a trajectory, onError detours included, depth first. */
function allSteps(steps: readonly SimStep[]): SimStep[] {
  return steps.flatMap((s) => [s, ...allSteps(s.onError ?? [])]);
}

/** The final answer of the trajectory's main path. @throws when it has none. */
function mainFinal(c: LoadedCase): string {
  const step = (c.sim.steps as SimStep[]).find((s) => s.final !== undefined);
  if (step?.final === undefined) throw new Error(`${c.id}: sim.steps has no final answer`);
  return step.final;
}

function answer(c: LoadedCase, file: "reference-answer.md" | "wrong-answer.md"): string {
  return readFileSync(join(c.dir, file), "utf8");
}

const judgeOf = (c: LoadedCase): JudgeSpec => {
  if (!c.judge) throw new Error(`${c.id} has no judge`);
  return c.judge;
};

describe("suites/judged.yaml", () => {
  it("has at least 6 cases, covering explain, locate and review", () => {
    expect(suite.loadedCases.length).toBeGreaterThanOrEqual(6);
    const tags = new Set(suite.loadedCases.flatMap((c) => c.tags));
    for (const kind of ["explain", "locate", "review"]) expect(tags.has(kind), kind).toBe(true);
  });
});

describe.concurrent.each(suite.loadedCases.map((c) => [c.id, c] as const))("judged case %s", (_id, c) => {
  it("is judged, says why, names real agent flags, and ships answers instead of a solution", () => {
    expect(c.judge).toBeDefined();
    expect(c.why ?? "").not.toBe("");
    expect(c.sensitiveTo.length).toBeGreaterThan(0);
    for (const flag of c.sensitiveTo) expect(Object.keys(AGENT_FLAGS), flag).toContain(flag);
    expect(c.solutionPath).toBeNull();
    expect(existsSync(join(c.dir, "reference-answer.md"))).toBe(true);
    expect(existsSync(join(c.dir, "wrong-answer.md"))).toBe(true);
  });

  it("scores the reference answer ≥ passAt and the wrong answer < passAt, with and without mustNot", () => {
    const spec = judgeOf(c);
    const ref = offlineScore(spec, answer(c, "reference-answer.md"));
    expect(ref.score, ref.explanation).toBeGreaterThanOrEqual(spec.passAt);
    const wrong = answer(c, "wrong-answer.md");
    expect(offlineScore(spec, wrong).score).toBeLessThan(spec.passAt);
    const mustOnly = { ...spec, offline: { ...spec.offline, mustNot: [] } };
    const byMust = offlineScore(mustOnly, wrong);
    expect(byMust.score, byMust.explanation).toBeLessThan(spec.passAt);
  });

  it("fails an empty answer", () => {
    const spec = judgeOf(c);
    expect(offlineScore(spec, "").score).toBeLessThan(spec.passAt);
  });

  it("has a trajectory that reads existing files, replays without changing the workspace, and whose final answer passes", async () => {
    const spec = judgeOf(c);
    const steps = allSteps(c.sim.steps as SimStep[]);
    const paths = [
      ...steps.flatMap((s) => (s.tools ?? []).filter((t) => t.name === "read").map((t) => String(t.input.path))),
      ...steps.flatMap((s) => (s.needs ?? []).flatMap((n) => (n.file ? [n.file] : []))),
    ];
    for (const p of paths) expect(existsSync(join(c.workspaceDir, p)), `${p} does not exist in the workspace`).toBe(true);

    const dir = freshWorkspace(c.id, c);
    try {
      const before = treeHash(dir);
      const replay = await replayTrajectory(c, dir);
      expect(replay.problems).toEqual([]);
      expect(replay.reachedFinal).toBe(true);
      expect(treeHash(dir), "the trajectory changed the workspace").toBe(before);
      const final = fillLineRefs(mainFinal(c), dir);
      expect(final).not.toMatch(/\{\{line:/);
      const scored = offlineScore(spec, final);
      expect(scored.score, `${scored.explanation}\n${final}`).toBeGreaterThanOrEqual(spec.passAt);
    } finally {
      removeDir(dir);
    }
  });
});

/**
 * P1 harness overhead per trial (issue 21, target ≤ 100 ms): a trial's wall time minus its
 * agent process's wall time, from trials.jsonl (trial-timing.ts splits the rest). Where that time goes is measured apart by
 * running the runner's own steps around an agent (workspace copy and git commit, the case's
 * check command, the diff, clean-up) on each case, with the case's reference solution in place
 * of the agent's work, so the check runs as it does after a solved trial.
 */
import { cpSync, existsSync } from "node:fs";
import { trialEnv } from "../src/runner/agent-process.ts";
import type { TrialRecord } from "../src/results/record.ts";
import { caseRepository, removeCaseRepositories } from "../src/runner/case-repos.ts";
import { createWorkspace, removeWorkspace, workspaceDiff } from "../src/runner/workspace.ts";
import { runCheckCommand } from "../src/scoring/check-command.ts";
import type { LoadedCase } from "../src/suite/schema.ts";
import { spread, type Spread } from "./spread.ts";

export interface OverheadStats {
  /** Trials counted (infra errors are left out: their agent never ran to the end). */
  trials: number;
  /** ms per trial: wallMs − agentWallMs. */
  overheadMs: Spread;
  /** Share of the trial's wall time, (wallMs − agentWallMs) / wallMs. */
  share: Spread;
}

/**
 * Overhead of each completed trial of a run.
 * @throws "overheadFromRecords requires at least one completed trial"
 * @example overheadFromRecords([{ status: "pass", wallMs: 1000, agentWallMs: 960, … }]).overheadMs.median // => 40
 */
export function overheadFromRecords(records: readonly Pick<TrialRecord, "status" | "wallMs" | "agentWallMs">[]): OverheadStats {
  const done = records.filter((r) => r.status !== "infra_error" && r.wallMs > 0);
  if (done.length === 0) throw new RangeError("overheadFromRecords requires at least one completed trial");
  return {
    trials: done.length,
    overheadMs: spread(done.map((r) => r.wallMs - r.agentWallMs)),
    share: spread(done.map((r) => (r.wallMs - r.agentWallMs) / r.wallMs)),
  };
}

/** ms spent by each of the runner's steps around the agent, per case. */
export interface OverheadParts {
  caseId: string;
  workspaceMs: number;
  checkMs: number;
  diffMs: number;
  cleanupMs: number;
}

/**
 * ms to build each case's starting repository (runner/case-repos.ts: copy, git init, add,
 * commit), which a run does once per case, not per trial; the repositories are built afresh.
 * @throws Error when git fails
 */
export async function measureRepositoryBuilds(cases: readonly LoadedCase[]): Promise<number[]> {
  removeCaseRepositories();
  const out: number[] = [];
  for (const c of cases) {
    const t = performance.now();
    await caseRepository(c.workspaceDir);
    out.push(performance.now() - t);
  }
  return out;
}

/**
 * Times the runner's per-trial steps (src/runner/workspace.ts, src/scoring/check-command.ts)
 * on each case, `repeats` times, sequentially, with the case repositories already built (as
 * for every trial of a run after a case's first). The environment is a trial's scrubbed one
 * without a provider; a case without a check command times 0 for it. Steps the runner also takes but that cost well under a millisecond
 * (writing the prompt, reading the trace, metrics) are not timed.
 * @throws Error when a workspace cannot be created (git missing, disk full)
 */
export async function measureOverheadParts(cases: readonly LoadedCase[], repeats: number): Promise<OverheadParts[]> {
  const out: OverheadParts[] = [];
  for (const c of cases) await caseRepository(c.workspaceDir);
  for (let r = 0; r < repeats; r++) {
    for (const c of cases) {
      let t = performance.now();
      const lap = () => { const now = performance.now(); const ms = now - t; t = now; return ms; };
      const ws = await createWorkspace(c.workspaceDir, `bench-${c.id}`);
      const workspaceMs = lap();
      try {
        if (c.solutionPath && existsSync(c.solutionPath)) cpSync(c.solutionPath, ws.dir, { recursive: true });
        const env = trialEnv(process.env, { home: ws.home, provider: {}, caseEnv: c.env, variantEnv: {} });
        lap();
        if (c.check) await runCheckCommand(c.check.run, ws.dir, c.check.timeoutSec, env);
        const checkMs = lap();
        await workspaceDiff(ws);
        const diffMs = lap();
        removeWorkspace(ws);
        out.push({ caseId: c.id, workspaceMs, checkMs, diffMs, cleanupMs: lap() });
      } catch (err) {
        removeWorkspace(ws);
        throw err;
      }
    }
  }
  return out;
}

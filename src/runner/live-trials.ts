/**
 * The run folder's record of trials in flight, `live/<label>.json`, so that whatever ends the
 * harness, the next writer of the folder (`--resume`) can end their processes and remove
 * their workspaces. A trial writes its file before it starts anything, adds its workspace and
 * process groups as they appear, and removes the file when it is over; a file left behind
 * names a trial that was cut off.
 *
 * Every process of a trial carries FREECODE_TRIAL_TAG = `fc-<run id>-<folder>-<nonce>`
 * (proc/reap.mjs), the same length in both arms (the arm is not in it: the agent can see its
 * environment). `<folder>` tells apart runs of the same id in different results folders.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { killGroup } from "../proc/group.ts";
import { reapTagged, taggedPids } from "../proc/reap.mjs";

export interface LiveTrial {
  label: string;
  /** FREECODE_TRIAL_TAG of every process of the trial. */
  tag: string;
  /** Root of the trial's temporary folder, once made. */
  workspace: string | null;
  /** Process groups the trial started (agent, setup, check), leaders' pids. */
  groups: number[];
  harnessPid: number;
  host: string;
  startedAt: string;
}

/**
 * The tag prefix shared by every process of a run's trials: `fc-<run id>-<6 hex>-`, the hex from
 * the run folder's real path. The folder is in it because a run id is only unique within its
 * results folder: two runs named `r` in two folders (CI jobs on one machine, tests in parallel)
 * must never reap each other's processes on an interrupt or a resume.
 * @param runDir the run folder (relative to the working directory, or absolute)
 */
export function runTagPrefix(runId: string, runDir: string): string {
  let dir = resolve(runDir);
  try {
    dir = realpathSync(dir);
  } catch {
    /* not created yet: its resolved path */
  }
  return `fc-${runId}-${createHash("sha256").update(dir).digest("hex").slice(0, 6)}-`;
}

/** A fresh tag for one trial of the run in `runDir`. */
export function newTrialTag(runId: string, runDir: string): string {
  return `${runTagPrefix(runId, runDir)}${randomBytes(4).toString("hex")}`;
}

/** One trial's entry in live/, kept up to date as the trial goes. */
export class LiveEntry {
  private readonly file: string;
  private readonly data: LiveTrial;

  constructor(runDir: string, label: string, tag: string) {
    mkdirSync(join(runDir, "live"), { recursive: true });
    this.file = join(runDir, "live", `${label}.json`);
    this.data = { label, tag, workspace: null, groups: [], harnessPid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
    this.write();
  }

  get tag(): string {
    return this.data.tag;
  }

  /** Records the trial's workspace root. */
  workspace(root: string): void {
    this.data.workspace = root;
    this.write();
  }

  /** Records a process group the trial started. */
  group(pgid: number): void {
    this.data.groups.push(pgid);
    this.write();
  }

  /** The trial is over: its processes are ended (by the caller) and its file goes. */
  done(): void {
    try {
      unlinkSync(this.file);
    } catch {
      /* already gone */
    }
  }

  private write(): void {
    writeFileSync(this.file, `${JSON.stringify(this.data)}\n`);
  }
}

export interface SweepResult {
  /** Trials found cut off (files in live/). */
  trials: number;
  /** Processes of the run that were still alive and were killed. */
  processes: number;
  /** Workspaces of cut-off trials that were removed. */
  workspaces: number;
}

/**
 * Ends what earlier sessions of a run left behind: every live process carrying the run's tag
 * (proc/reap.mjs), every recorded process group whose leader still carries its trial's tag
 * (so a pid reused by an unrelated process is left alone), and the workspace of every trial
 * in live/ (kept with `keepWorkspaces`). Call it only while holding the run's lock
 * (run-lock.ts): a live writer's trials would be killed too.
 * @returns what was found and ended
 */
export function sweepAbandoned(runDir: string, runId: string, keepWorkspaces = false): SweepResult {
  const out: SweepResult = { trials: 0, processes: 0, workspaces: 0 };
  const dir = join(runDir, "live");
  const entries: LiveTrial[] = [];
  if (existsSync(dir)) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
      try {
        entries.push(JSON.parse(readFileSync(join(dir, name), "utf8")) as LiveTrial);
      } catch {
        /* a file cut short while written: its trial's processes still carry the run's tag */
      }
      rmSync(join(dir, name), { force: true });
      out.trials++;
    }
  }
  for (const e of entries) {
    for (const pgid of e.groups) {
      if (taggedPids(e.tag).includes(pgid)) {
        killGroup(pgid);
        out.processes++;
      }
    }
  }
  out.processes += reapTagged(runTagPrefix(runId, runDir));
  for (const e of entries) {
    if (!e.workspace || keepWorkspaces || !existsSync(e.workspace)) continue;
    rmSync(e.workspace, { recursive: true, force: true, maxRetries: 3 });
    out.workspaces++;
  }
  return out;
}

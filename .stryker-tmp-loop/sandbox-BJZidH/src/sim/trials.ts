/**
 * Which trial a request belongs to, by its API key: keys registered by the runner, or keys of
 * the form `fcsim_<caseId>_<seed>[_anything]` (for `freecode sim serve`; they play against the
 * case's pristine workspace).
 */
// @ts-nocheck

import type { SimSpec } from "../suite/schema.ts";
import type { JudgedAnswers } from "./answers.ts";

export interface SimCase {
  id: string;
  sim: SimSpec;
  /** The case's pristine workspace. */
  workspaceDir: string;
  /** A judged case's alternative answers (answers.ts); absent for a case scored by its check. */
  answers?: JudgedAnswers;
}

export interface TrialBinding {
  caseId: string;
  seed: number;
  /**
   * Seed of the simulated model's own choices (noise and behaviour draws, see noise.ts);
   * default `seed`. The runner gives each arm its own (run seed, case, trial, arm) unless
   * noise is shared, so an A/A run has the trial-to-trial variance of a real model.
   */
  noiseSeed?: number;
  /** The trial's live workspace. */
  workspaceDir: string;
  /** The attempt (an infra retry is attempt 2, …), so its faults are drawn afresh; default 1. */
  attempt?: number;
}

export interface ResolvedTrial extends TrialBinding {
  spec: SimSpec;
  answers?: JudgedAnswers;
}

const OPEN_KEY_RE = /^fcsim_([a-z0-9][a-z0-9-]*)_(\d+)(?:_.*)?$/;

export class TrialRegistry {
  private readonly cases = new Map<string, SimCase>();
  private readonly keys = new Map<string, TrialBinding>();

  constructor(cases: readonly SimCase[]) {
    for (const c of cases) this.cases.set(c.id, c);
  }

  /**
   * Binds an API key to a trial.
   * @throws Error when the case is not one the server was started with.
   */
  register(apiKey: string, t: TrialBinding): void {
    if (!this.cases.has(t.caseId)) {
      throw new Error(`registerTrial: unknown case "${t.caseId}"; the simulator serves ${[...this.cases.keys()].join(", ") || "no cases"}`);
    }
    this.keys.set(apiKey, { ...t });
  }

  /** The trial of a key, or null for an unknown key (the caller answers 401). */
  resolve(apiKey: string): ResolvedTrial | null {
    const bound = this.keys.get(apiKey);
    if (bound) {
      const c = this.cases.get(bound.caseId)!;
      return { ...bound, spec: c.sim, ...(c.answers ? { answers: c.answers } : {}) };
    }
    const m = OPEN_KEY_RE.exec(apiKey);
    const c = m ? this.cases.get(m[1]!) : undefined;
    if (!m || !c) return null;
    return { caseId: c.id, seed: Number(m[2]), workspaceDir: c.workspaceDir, spec: c.sim, ...(c.answers ? { answers: c.answers } : {}) };
  }
}

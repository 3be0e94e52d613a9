/**
 * gate.json: the gate's verdict, written beside a run's summary.json by `freecode eval gate`
 * and read back by reports and by `freecode eval release --from-gates`.
 */
// @ts-nocheck

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Arm, Decision, Summary } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";

export type GateVerdict = "PASS" | "FAIL" | "INVALID";

export interface GateFile {
  schema: 1;
  suite: string;
  runId: string;
  /** ISO time the verdict was written. */
  createdAt: string;
  /** paired: both arms ran now, interleaved; unpaired: the candidate ran now against a stored run's arm. */
  mode: "paired" | "unpaired";
  against: { runDir: string; runId: string; arm: Arm } | null;
  /** The commit each `agent:git=<ref>` arm ran (null: another agent); absent in gates written before it existed. */
  agentCommits?: { baseline: string | null; candidate: string | null };
  /** With strict, a guardrail not shown non-inferior fails the gate too. */
  strict: boolean;
  verdict: GateVerdict;
  /** 0 pass, 1 gate failed, 3 INVALID (src/cli/exit-codes.ts). */
  exitCode: 0 | 1 | 3;
  /** Why the gate failed, or the one line that says why it passed. */
  reasons: string[];
  /** Worth reading, never blocking (an inconclusive guardrail, unpaired drift, expired quarantine). */
  warnings: string[];
  /** Cases run and reported but left out of the gated analysis. */
  quarantined: Array<{ caseId: string; until: string; reason: string }>;
  /** The gated analysis' decision (quarantined cases left out). */
  decision: Decision;
  /** The gated analysis itself. */
  summary: Summary;
}

export const GATE_FILE = "gate.json";

/** Writes gate.json into the run folder. */
export function writeGateFile(runDir: string, gate: GateFile): void {
  writeFileSync(join(runDir, GATE_FILE), `${JSON.stringify(gate, null, 2)}\n`);
}

/**
 * Reads a run folder's gate.json, or null when the run was not a gate.
 * @throws InputError when the file exists but is not a gate file of schema 1.
 */
export function readGateFile(runDir: string): GateFile | null {
  const file = join(runDir, GATE_FILE);
  if (!existsSync(file)) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new InputError(`${file}: not JSON: ${(err as Error).message}`);
  }
  const g = json as Partial<GateFile>;
  if (g.schema !== 1 || typeof g.verdict !== "string" || !Array.isArray(g.reasons)) {
    throw new InputError(`${file}: not a gate file of schema 1 (written by freecode eval gate)`);
  }
  return g as GateFile;
}

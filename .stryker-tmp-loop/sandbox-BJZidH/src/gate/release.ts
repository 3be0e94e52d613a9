/**
 * The release go/no-go: GO only when every suite's gate passed. It gathers each suite's gate
 * (run now, or the latest stored gate.json), the flaky-case report and the experiment ledger.
 */
// @ts-nocheck

import { join } from "node:path";
import type { LoadedSuite } from "../suite/schema.ts";
import { InputError } from "../suite/errors.ts";
import type { FlakyReport } from "./flaky.ts";
import { readGateFile, type GateFile } from "./gate-file.ts";
import { readHistory } from "./history.ts";
import type { LedgerEntry } from "./ledger.ts";
import { runGate, type GateOptions } from "./run-gate.ts";

export interface SuiteGate {
  suite: string;
  runDir: string | null;
  gate: GateFile | null;
  /** Why there is no gate verdict (no stored gate, or the run failed to start). */
  problem: string | null;
}

export interface ReleaseReport {
  go: boolean;
  /** 0 GO; 1 a gate failed or is missing; 3 a gate is INVALID or could not run (and none failed). */
  exitCode: 0 | 1 | 3;
  reasons: string[];
  createdAt: string;
  suites: SuiteGate[];
  flaky: FlakyReport;
  ledger: LedgerEntry[];
}

/**
 * The newest gate of `suite` under `resultsDir` by its evaluation time (gate.json's
 * `createdAt`), or null. Not by the run's creation: `eval gate --run` gates a finished run
 * (merged shards, or an older run) after newer runs were gated, and its verdict is the latest
 * word. Equal times fall back to the newer run.
 * @throws InputError when resultsDir does not exist, or a gate.json there is corrupt.
 */
export function latestGate(resultsDir: string, suite: string): { runDir: string; gate: GateFile } | null {
  const { runs } = readHistory(resultsDir, Infinity, false);
  let best: { runDir: string; gate: GateFile; at: string } | null = null;
  for (const run of runs) {
    const gate = readGateFile(run.runDir);
    if (!gate || gate.suite !== suite) continue;
    const at = typeof gate.createdAt === "string" ? gate.createdAt : run.manifest.createdAt;
    if (!best || at >= best.at) best = { runDir: run.runDir, gate, at };
  }
  return best && { runDir: best.runDir, gate: best.gate };
}

/** Gate of each suite from stored gate.json files (`--from-gates`). */
export function storedGates(resultsDir: string, suites: readonly string[]): SuiteGate[] {
  return suites.map((suite) => {
    const found = latestGate(resultsDir, suite);
    return found
      ? { suite, runDir: found.runDir, gate: found.gate, problem: null }
      : { suite, runDir: null, gate: null, problem: `no gate result for suite ${suite} in ${resultsDir} (run freecode eval gate ${suite} first)` };
  });
}

/**
 * Runs the gate of each suite in turn. A suite whose run fails to start is recorded as a
 * problem (and the others still run); an input error stops everything.
 * @param afterGate called with each gated run's folder before the next suite runs (the CLI
 *   writes that run's reports there); what it throws counts as the suite's failure to run.
 */
export async function runGates(suites: readonly LoadedSuite[], o: Omit<GateOptions, "suite">, afterGate: (runDir: string) => void = () => {}): Promise<SuiteGate[]> {
  const out: SuiteGate[] = [];
  for (const suite of suites) {
    try {
      const { run, gate } = await runGate({ ...o, suite });
      afterGate(run.runDir);
      out.push({ suite: suite.name, runDir: run.runDir, gate, problem: null });
    } catch (err) {
      if (err instanceof InputError) throw err;
      out.push({ suite: suite.name, runDir: null, gate: null, problem: `the gate could not run: ${(err as Error).message}` });
    }
  }
  return out;
}

/** GO / NO-GO from the suites' gates. */
export function releaseVerdict(suites: SuiteGate[], flaky: FlakyReport, ledger: LedgerEntry[], now: Date = new Date()): ReleaseReport {
  const reasons: string[] = [];
  let failed = false;
  let invalid = false;
  for (const s of suites) {
    if (!s.gate) {
      reasons.push(`${s.suite}: ${s.problem ?? "no gate"}`);
      if (s.problem?.startsWith("the gate could not run")) invalid = true;
      else failed = true;
    } else if (s.gate.verdict === "FAIL") {
      failed = true;
      reasons.push(`${s.suite}: gate FAIL: ${s.gate.reasons.join("; ")}`);
    } else if (s.gate.verdict === "INVALID") {
      invalid = true;
      reasons.push(`${s.suite}: gate INVALID: ${s.gate.reasons.join("; ")}`);
    }
  }
  if (suites.length === 0) {
    failed = true;
    reasons.push("no suite gated");
  }
  const go = !failed && !invalid;
  if (go) reasons.push(`every gate passed (${suites.map((s) => s.suite).join(", ")})`);
  return { go, exitCode: failed ? 1 : invalid ? 3 : 0, reasons, createdAt: now.toISOString(), suites, flaky, ledger };
}

/** Default path of the release report: results/release-<UTC time stamp>.md. */
export function releaseReportPath(resultsDir: string, now: Date = new Date()): string {
  return join(resultsDir, `release-${now.toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}.md`);
}

/**
 * The hypothesis ledger, `experiments.jsonl`: one JSON line per experiment run with
 * `eval ab --hypothesis "…"`, appended whatever the decision — rejected hypotheses are kept,
 * so the record of what was tried cannot drift towards what worked.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { isAbsolute, relative } from "node:path";
import type { Manifest } from "../runner/manifest.ts";
import type { Decision, Summary } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";

export interface LedgerEntry {
  schema: 1;
  /** The hypothesis as the experimenter wrote it before the run. */
  hypothesis: string;
  /** ISO time the entry was written (the run's end). */
  date: string;
  runId: string;
  /** The run folder, relative to the working directory when inside it. */
  runDir: string;
  suite: string;
  decision: Decision;
  reasons: string[];
  variants: { baseline: string; candidate: string; baselineSpecs: string[]; candidateSpecs: string[] };
  provider: string;
  model: string;
  nCases: number;
  trialsPerCase: number;
  /** The primary metric's estimate, relative for ratio metrics; null when not estimated. */
  primary: { metric: string; delta: number | null; ci: [number | null, number | null] | null; p: number | null };
  commit: string | null;
}

/**
 * The entry for a finished run.
 * @throws InputError for an empty hypothesis.
 */
export function ledgerEntry(hypothesis: string, runDir: string, m: Manifest, s: Summary, now: Date = new Date()): LedgerEntry {
  const text = hypothesis.trim();
  if (!text) throw new InputError("--hypothesis must say what you expect, e.g. --hypothesis \"line numbers cut re-reads\"");
  const primary = s.options?.primary ?? "costUsd";
  const pm = s.metrics[primary];
  const rel = relative(process.cwd(), runDir);
  return {
    schema: 1, hypothesis: text, date: now.toISOString(), runId: m.runId, runDir: rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : runDir, suite: m.suite.name,
    decision: s.decision, reasons: s.reasons,
    variants: { baseline: m.variants.baseline.name, candidate: m.variants.candidate.name, baselineSpecs: m.variants.baseline.specs, candidateSpecs: m.variants.candidate.specs },
    provider: m.provider, model: m.model, nCases: s.nCases, trialsPerCase: s.trialsPerCase,
    primary: { metric: primary, delta: pm?.delta ?? null, ci: pm?.ci ?? null, p: pm?.p ?? null },
    commit: m.tool.gitCommit,
  };
}

/** Appends one entry as a JSON line. */
export function appendLedger(file: string, entry: LedgerEntry): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/**
 * Reads the ledger, oldest first; a missing file is an empty ledger and a torn last line is skipped.
 * @throws InputError naming file and line for a complete line that is not an entry.
 */
export function readLedger(file: string): LedgerEntry[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, "utf8").split("\n");
  const out: LedgerEntry[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let json: Partial<LedgerEntry>;
    try {
      json = JSON.parse(line) as Partial<LedgerEntry>;
    } catch {
      if (i === lines.length - 1) return;
      throw new InputError(`${file}:${i + 1}: not a JSON line`);
    }
    if (typeof json.hypothesis !== "string" || typeof json.runId !== "string" || typeof json.decision !== "string") {
      throw new InputError(`${file}:${i + 1}: not a ledger entry (needs hypothesis, runId and decision)`);
    }
    out.push(json as LedgerEntry);
  });
  return out;
}

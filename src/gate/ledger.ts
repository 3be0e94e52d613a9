/**
 * The hypothesis ledger, `experiments.jsonl`: one JSON line per experiment run with
 * `eval ab --hypothesis "…"`, whatever the decision — rejected hypotheses are kept, so the
 * record of what was tried cannot drift towards what worked. The line is written when the run
 * starts (status `open`, decision OPEN: pre-registration, so an interrupted or abandoned
 * experiment still leaves its trace) and replaced by the closed entry with the decision when
 * the run ends (a `--resume` re-attaches to the open line).
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { isAbsolute, relative } from "node:path";
import { candidateVariants, type Manifest } from "../runner/manifest.ts";
import type { Decision, Summary } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";

export interface LedgerEntry {
  schema: 1;
  /** The hypothesis as the experimenter wrote it before the run. */
  hypothesis: string;
  /** `open` from the run's start until its decision; absent in entries written before pre-registration. */
  status?: "open" | "closed";
  /** ISO time the entry was written (the run's start while open, its end once closed). */
  date: string;
  runId: string;
  /** The run folder, relative to the working directory when inside it. */
  runDir: string;
  suite: string;
  /** OPEN while the run has not decided. */
  decision: Decision | "OPEN";
  reasons: string[];
  variants: { baseline: string; candidate: string; baselineSpecs: string[]; candidateSpecs: string[] };
  provider: string;
  model: string;
  nCases: number;
  trialsPerCase: number;
  /** The primary metric's estimate, relative for ratio metrics; null when not estimated. */
  primary: { metric: string; delta: number | null; ci: [number | null, number | null] | null; p: number | null };
  commit: string | null;
  /** A multi-arm run: its candidate arms, and the arm whose verdict and figures this entry gives (`variants.candidate` is that arm). */
  decisionArm?: number;
  arms?: number;
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
  // A multi-arm run's top-level figures and verdict are those of arm decisionArm (stats/decision/multi-arm.ts).
  const candidate = s.arms && s.decisionArm ? (candidateVariants(m)[s.decisionArm - 1] ?? m.variants.candidate) : m.variants.candidate;
  const rel = relative(process.cwd(), runDir);
  return {
    schema: 1, hypothesis: text, status: "closed", date: now.toISOString(), runId: m.runId, runDir: rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : runDir, suite: m.suite.name,
    decision: s.decision, reasons: s.reasons,
    variants: { baseline: m.variants.baseline.name, candidate: candidate.name, baselineSpecs: m.variants.baseline.specs, candidateSpecs: candidate.specs },
    ...(s.arms && s.decisionArm ? { decisionArm: s.decisionArm, arms: s.arms.length } : {}),
    provider: m.provider, model: m.model, nCases: s.nCases, trialsPerCase: s.trialsPerCase,
    primary: { metric: primary, delta: pm?.delta ?? null, ci: pm?.ci ?? null, p: pm?.p ?? null },
    commit: m.tool.gitCommit,
  };
}

/**
 * The entry registered as a run starts: status open, decision OPEN, the planned size.
 * @throws InputError for an empty hypothesis.
 */
export function openLedgerEntry(hypothesis: string, runDir: string, m: Manifest, now: Date = new Date()): LedgerEntry {
  const planned = { decision: "OPEN" as const, reasons: [`registered when the run started; no decision yet (running, or interrupted: continue it with --resume ${runDir})`], nCases: Object.keys(m.suite.cases).length, trialsPerCase: m.trials, metrics: {}, options: undefined };
  const e = ledgerEntry(hypothesis, runDir, m, planned as unknown as Summary, now);
  return { ...e, status: "open", decision: "OPEN" };
}

/**
 * Registers a run's open entry, unless the ledger already has an entry for the run (a resume
 * re-attaches to it).
 * @returns true when a line was written
 */
export function registerHypothesis(file: string, entry: LedgerEntry): boolean {
  if (readLedger(file).some((e) => e.runId === entry.runId)) return false;
  appendLedger(file, entry);
  return true;
}

/**
 * Closes a run's entry with its decision: the run's open line is replaced (the file is
 * rewritten beside and renamed into place, so a crash leaves the old or the new ledger, never
 * half of one); with no open line for the run, the entry is appended.
 */
export function closeHypothesis(file: string, entry: LedgerEntry): void {
  if (!existsSync(file)) return appendLedger(file, entry);
  const lines = readFileSync(file, "utf8").split("\n");
  let replaced = false;
  const out = lines.map((line) => {
    if (replaced || !line.trim()) return line;
    try {
      const e = JSON.parse(line) as Partial<LedgerEntry>;
      if (e.runId === entry.runId && e.status === "open") {
        replaced = true;
        return JSON.stringify(entry);
      }
    } catch {
      /* a torn line is left as it is */
    }
    return line;
  });
  if (!replaced) return appendLedger(file, entry);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, out.join("\n"));
  renameSync(tmp, file);
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

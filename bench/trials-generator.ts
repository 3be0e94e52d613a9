/**
 * Synthetic run logs for P3 (analysis at scale): a trials.jsonl of valid trial records
 * (src/results/record.ts) and the same trials as the CSV `eval analyze` accepts. Costs, passes
 * and repeated calls follow the statistics engine's own synthetic model (src/stats/simulation/synthetic.ts:
 * lognormal case costs, lognormal trial noise, stable pass outcomes); the candidate's cost is
 * the baseline's times a per-case factor with mean `ratio`. The other counts are plausible
 * functions of cost, there so that every metric the runner records is analysed.
 */
import { closeSync, openSync, writeSync } from "node:fs";
import type { z } from "zod";
import type { TrialRecord } from "../src/results/record.ts";

/** A record as written to trials.jsonl (fields with defaults may be left out). */
export type TrialRecordLine = z.input<typeof TrialRecord>;
import { createRng, type Rng } from "../src/stats/core/rng.ts";
import { normalDraw, poissonDraw, syntheticCases, syntheticTrials } from "../src/stats/simulation/synthetic.ts";

export interface GeneratorSpec {
  cases: number;
  /** Trials per case per arm. */
  trials: number;
  seed: number;
  /** Expected candidate/baseline cost ratio, e.g. 0.9 for −10%. */
  ratio: number;
}

/** Blended USD per token used to turn a synthetic cost into token counts (Sonnet-class prices with most input cached). */
const USD_PER_TOKEN = 2e-6;

function record(rng: Rng, caseId: string, trial: number, arm: "baseline" | "candidate", first: boolean, cost: number, pass: boolean, repeated: number, t0: number): TrialRecordLine {
  const tokens = Math.round(cost / USD_PER_TOKEN);
  const out = Math.round(tokens * 0.03);
  const cacheRead = Math.round(tokens * 0.6);
  const cacheWrite = Math.round(tokens * 0.12);
  const input = tokens - out - cacheRead - cacheWrite;
  const turns = 3 + poissonDraw(rng, 3);
  const toolCalls = turns - 1 + poissonDraw(rng, 1);
  const agentWallMs = Math.round(1000 * turns * Math.exp(0.3 * normalDraw(rng)));
  const label = `${caseId}.${trial}.${arm}.a1-0000`;
  return {
    schema: 1, runId: "bench-p3", caseId, trial, arm, variant: arm === "baseline" ? "defaults" : "env:FREECODE_READ_LINE_NUMBERS=1",
    orderInPair: first ? 0 : 1, seed: 1 + Math.floor(rng() * 2 ** 31), status: pass ? "pass" : "agent_failure", pass, outcome: "end_turn",
    metrics: {
      inputTokens: input, outputTokens: out, cacheReadTokens: cacheRead, cacheWriteTokens: cacheWrite, tokens, costUsd: cost, unpricedResponses: 0,
      turns, toolCalls, repeatedCalls: repeated, pagebacks: poissonDraw(rng, 0.2), parallelBatches: poissonDraw(rng, 0.5), maxBatch: 2, guardTrips: 0, rateLimits: 0, httpRetries: 0,
      wallMs: agentWallMs - 40, modelMs: Math.round(agentWallMs * 0.7), toolMs: Math.round(agentWallMs * 0.2),
      stopReasons: { tool_use: turns - 1, end_turn: 1 }, modelsServed: ["claude-sonnet-5-5"],
    },
    checks: [
      { name: "check", kind: "check", pass, explanation: `python3 -m unittest discover -s tests -q: exit code ${pass ? 0 : 1}` },
      { name: "expect.parallelTools", kind: "expect", pass: true, explanation: "a response emitted 2 tool calls (needed 2)" },
    ],
    startedAt: new Date(t0).toISOString(), wallMs: agentWallMs + 300, agentWallMs,
    trace: `traces/${label}.jsonl`, diff: `diffs/${label}.patch`, attempt: 1,
  };
}

/**
 * Every record of a synthetic run, case by case (cases × trials × 2 records), in pair order.
 * Deterministic for a given spec.
 * @throws RangeError from createRng for a seed outside [1, 2^32 − 1]
 */
export function* syntheticRecords(spec: GeneratorSpec): Generator<TrialRecordLine> {
  const rng = createRng(spec.seed);
  const t0 = Date.parse("2026-01-01T00:00:00.000Z");
  for (const c of syntheticCases(rng, spec.cases)) {
    const factor = spec.ratio * Math.exp(0.2 * normalDraw(rng) - 0.02);
    const base = syntheticTrials(rng, c, spec.trials, 1);
    const cand = syntheticTrials(rng, c, spec.trials, factor);
    for (let k = 0; k < spec.trials; k++) {
      const b = base[k]!;
      const x = cand[k]!;
      const baselineFirst = rng() < 0.5;
      yield record(rng, c.caseId, k, "baseline", baselineFirst, b.metrics.costUsd as number, b.pass, b.metrics.repeatedCalls as number, t0);
      yield record(rng, c.caseId, k, "candidate", !baselineFirst, x.metrics.costUsd as number, x.pass, x.metrics.repeatedCalls as number, t0);
    }
  }
}

/** Header of the CSV form (EVAL.md §6). */
export const CSV_HEADER = "case,trial,variant,pass,costUsd,tokens,turns,repeatedCalls";

/** One CSV row for a record, in {@link CSV_HEADER}'s columns. */
export function csvRow(r: TrialRecordLine): string {
  return `${r.caseId},${r.trial},${r.arm},${r.pass ? 1 : 0},${r.metrics.costUsd},${r.metrics.tokens},${r.metrics.turns},${r.metrics.repeatedCalls}`;
}

/**
 * Writes the synthetic run as `jsonlPath` (one record a line; null: no JSONL) and `csvPath`, streaming.
 * @returns the number of trials written
 * @throws Error when a file cannot be written
 */
export function writeSyntheticRun(spec: GeneratorSpec, jsonlPath: string | null, csvPath: string): number {
  const jf = jsonlPath === null ? null : openSync(jsonlPath, "w");
  const cf = openSync(csvPath, "w");
  let n = 0;
  try {
    writeSync(cf, `${CSV_HEADER}\n`);
    let jbuf: string[] = [];
    let cbuf: string[] = [];
    const flush = () => {
      if (jf !== null) writeSync(jf, jbuf.join(""));
      writeSync(cf, cbuf.join(""));
      jbuf = [];
      cbuf = [];
    };
    for (const r of syntheticRecords(spec)) {
      if (jf !== null) jbuf.push(`${JSON.stringify(r)}\n`);
      cbuf.push(`${csvRow(r)}\n`);
      if (++n % 2000 === 0) flush();
    }
    flush();
  } finally {
    if (jf !== null) closeSync(jf);
    closeSync(cf);
  }
  return n;
}

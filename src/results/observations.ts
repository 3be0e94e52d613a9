/**
 * Trial records → the statistics engine's input (src/stats/core/types.ts).
 */
import { z } from "zod";
import type { AnalysisInput, CaseObservations, TrialObservation } from "../stats/core/types.ts";
import { CheckResultSchema, TrialMetricsSchema, TrialRecord } from "./record.ts";
import { trialLines } from "./results-file.ts";
import { InputError } from "../suite/errors.ts";

/** Metrics handed to the statistics, by name (see src/stats/decision/analyze.ts for their roles). */
const ANALYSED = ["costUsd", "tokens", "turns", "repeatedCalls", "inputTokens", "outputTokens", "cacheReadTokens", "cacheWriteTokens", "toolCalls", "parallelBatches", "pagebacks", "guardTrips", "maxTokensStops", "promptBlockTokens", "wallMs"] as const;

/**
 * The fields of a trial record that the analysis reads, each with its own schema from
 * {@link TrialRecord}, so that a line is refused for them exactly as it would be by the whole
 * record. Parsing a line with this view keeps only these fields (zod drops the others), which
 * is what lets `eval analyze` read 100,000 trials in little memory.
 */
export const TrialAnalysisView = TrialRecord.pick({ schema: true, caseId: true, trial: true, arm: true, armIndex: true, status: true, pass: true }).extend({
  metrics: TrialMetricsSchema.pick({ ...(Object.fromEntries(ANALYSED.map((k) => [k, true])) as { [K in (typeof ANALYSED)[number]]: true }), failedToolCalls: true }),
  checks: z.array(CheckResultSchema.pick({ name: true, kind: true, pass: true })),
  judge: z.object({ score: z.number() }).optional(),
});
export type TrialAnalysisView = z.infer<typeof TrialAnalysisView>;

function observation(r: TrialAnalysisView): TrialObservation {
  const metrics: Record<string, number | null> = {};
  for (const k of ANALYSED) metrics[k] = r.metrics[k];
  if (r.judge) metrics.judgeScore = r.judge.score;
  const met: Array<[string, boolean]> = [];
  for (const c of r.checks) if (c.kind === "expect") met.push([c.name.startsWith("expect.") ? c.name.slice("expect.".length) : c.name, c.pass]);
  const expectations = Object.fromEntries(met);
  // Every tool call failed (e.g. an agent calling tools its provider does not offer): said in the per-case flags.
  const toolsAllFailed = r.metrics.toolCalls > 0 && r.metrics.failedToolCalls === r.metrics.toolCalls;
  return { trial: r.trial, pass: r.pass, infra: r.status === "infra_error" || r.status === "check_flaky", metrics, expectations, ...(toolsAllFailed ? { toolsAllFailed } : {}) };
}

/** A case's observations while records are added: by arm, then by trial (the last attempt replaces earlier ones). */
interface CaseSlots {
  caseId: string;
  baseline: Map<number, TrialObservation>;
  candidate: Map<number, TrialObservation>;
}

/**
 * Groups records by case and arm as they arrive, keeping one observation per trial. Cases come
 * in `caseOrder`, then in the order they first appear; trials are sorted by index.
 */
class CaseGrouper {
  private readonly byCase = new Map<string, CaseSlots>();

  constructor(caseOrder: readonly string[]) {
    for (const id of caseOrder) this.slots(id);
  }

  private slots(caseId: string): CaseSlots {
    let c = this.byCase.get(caseId);
    if (!c) this.byCase.set(caseId, (c = { caseId, baseline: new Map(), candidate: new Map() }));
    return c;
  }

  add(r: TrialAnalysisView): void {
    // Candidates of a multi-arm run would overwrite each other here: each is analysed apart (results/arms.ts armRecords).
    if (r.armIndex !== undefined && r.armIndex > 1) throw new InputError(`case ${r.caseId}, trial ${r.trial}: a record of candidate arm ${r.armIndex} of a multi-arm run; analyse its run folder (eval analyze <run folder>), which compares each candidate with the baseline`);
    this.slots(r.caseId)[r.arm].set(r.trial, observation(r));
  }

  input(): AnalysisInput {
    const byTrial = (a: TrialObservation, b: TrialObservation) => a.trial - b.trial;
    const cases: CaseObservations[] = [...this.byCase.values()].map((c) => ({
      caseId: c.caseId,
      baseline: [...c.baseline.values()].sort(byTrial),
      candidate: [...c.candidate.values()].sort(byTrial),
    }));
    return { cases };
  }
}

/**
 * Groups records by case and arm. When a trial was retried after an infra error, the last
 * attempt is the one analysed.
 */
export function recordsToAnalysisInput(records: readonly TrialAnalysisView[], caseOrder?: readonly string[]): AnalysisInput {
  const g = new CaseGrouper(caseOrder ?? []);
  for (const r of records) g.add(r);
  return g.input();
}

/**
 * A trials.jsonl file read straight into the analysis input: the same as
 * `recordsToAnalysisInput(readTrials(file), caseOrder)`, but streamed a line at a time and each
 * line checked only for the fields the analysis reads ({@link TrialAnalysisView}), so neither
 * the file nor its full records are ever held in memory.
 * @throws Error naming file and line for a complete line that is not JSON or lacks a valid analysed field
 * @example readAnalysisInput("results/run/trials.jsonl").cases[0].baseline[0].metrics.costUsd // => 0.12
 */
export function readAnalysisInput(file: string, caseOrder?: readonly string[]): AnalysisInput {
  const g = new CaseGrouper(caseOrder ?? []);
  for (const r of trialLines(file, TrialAnalysisView)) g.add(r);
  return g.input();
}

/**
 * The trial record: one JSON line per trial in `results/<run>/trials.jsonl`. Together with
 * manifest.json it is the run's log; analysis and reports read only these files.
 */
import { z } from "zod";

export const TRIAL_SCHEMA = 1;

export const CheckResultSchema = z.object({
  name: z.string(),
  kind: z.enum(["check", "file", "expect", "judge", "limit"]),
  pass: z.boolean(),
  explanation: z.string(),
});

export const TrialMetricsSchema = z.object({
  inputTokens: z.number(), outputTokens: z.number(), cacheReadTokens: z.number(), cacheWriteTokens: z.number(),
  tokens: z.number(),
  costUsd: z.number().nullable(),   // null: a response's model is not in the pricing table
  unpricedResponses: z.number(),
  turns: z.number(), toolCalls: z.number(), failedToolCalls: z.number().default(0), repeatedCalls: z.number(), pagebacks: z.number(),
  parallelBatches: z.number(), maxBatch: z.number(), guardTrips: z.number(),
  guardKinds: z.record(z.string(), z.number()).default({}),   // guardTrips by kind (max_tokens, shrink, elision, …)
  maxTokensStops: z.number().default(0),                        // responses that ended at max_tokens
  promptBlockTokens: z.number().nullable().default(null),       // system prompt + tool definitions of the first request; null: not in the trace
  rateLimits: z.number().default(0), httpRetries: z.number().default(0),
  wallMs: z.number(), modelMs: z.number(), toolMs: z.number(),
  stopReasons: z.record(z.string(), z.number()),
  modelsServed: z.array(z.string()),
});

export const TrialRecord = z.object({
  schema: z.literal(TRIAL_SCHEMA),            // bump on a breaking change; readers reject others
  runId: z.string(),
  caseId: z.string(),
  trial: z.number().int().nonnegative(),       // trial index within the case; the pair is (caseId, trial)
  arm: z.enum(["baseline", "candidate"]),
  variant: z.string(),                         // the variant's name as run (secrets redacted)
  /** Multi-arm runs: which candidate (1-based, in the order given); absent for the baseline and in two-arm runs. */
  armIndex: z.number().int().positive().optional(),
  orderInPair: z.number().int().min(0),        // 0 = this arm started first (of the pair, or of the (case, trial) tuple in a multi-arm run)
  seed: z.number().int(),                      // trial seed (same for both arms of a pair)
  // check_flaky: runs of the check on the same workspace disagreed (--check-repeats); like an
  // infra error, neither a pass nor a failure of the agent, and left out of the estimates.
  status: z.enum(["pass", "agent_failure", "infra_error", "check_flaky"]),
  pass: z.boolean(),
  outcome: z.string(),                         // session.end outcome, or "timeout" / "crash" / "no_trace"; "max_trial_tokens" also when an agent that could not be stopped passed the token limit
  infraReason: z.string().optional(),
  /** outcome "crash": how the agent process ended and the last 500 characters of its stderr, the only account of why. */
  agentExit: z.string().optional(),
  metrics: TrialMetricsSchema,
  checks: z.array(CheckResultSchema),
  startedAt: z.string(),
  wallMs: z.number(),                          // the whole trial: workspace, agent, checks
  agentWallMs: z.number(),                     // the agent process alone
  /** ms from the trial's start to the agent's spawn (adapter called): with the trace's timestamps it splits the agent's start-up from its loop. Absent in records before issue 21. */
  agentStartMs: z.number().optional(),
  trace: z.string(),                           // path relative to the run folder
  diff: z.string(),
  attempt: z.number().int().positive().default(1),
  /** Judged cases: the score of the final answer and the judge's own spend (never in metrics.costUsd). */
  judge: z.object({
    score: z.number(), scale: z.number(), mode: z.enum(["offline", "model"]), model: z.string().nullable(),
    costUsd: z.number().nullable(), inputTokens: z.number(), outputTokens: z.number(),
  }).optional(),
});
export type TrialRecord = z.infer<typeof TrialRecord>;

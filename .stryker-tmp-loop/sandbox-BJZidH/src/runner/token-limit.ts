/**
 * The per-trial token limit (`maxTrialTokens` of the case or suite, `eval ab --max-trial-tokens`),
 * judged from the trace. Tokens are counted as the `tokens` metric counts them: input, output,
 * cache read and cache write tokens of every response.
 *
 * The FreeCode agent stops itself at the limit (outcome `max_trial_tokens`, src/agent/loop.ts).
 * External agents cannot be stopped mid-way: when their trace shows more tokens than the limit,
 * the trial's outcome becomes `max_trial_tokens` all the same and the check below says what the
 * agent's own ending was. Either way the trial is an agent failure, never an infra error.
 */
// @ts-nocheck

import type { TraceEvent } from "../trace/index.ts";
import type { CheckResult } from "../scoring/result.ts";
import { UNREPORTED_MODEL } from "./adapters/command.ts";

export const TRIAL_TOKENS_OUTCOME = "max_trial_tokens";

const n = (x: number) => x.toLocaleString("en-US");

/**
 * The trial's outcome after the token limit, and the `maxTrialTokens` check that explains it.
 * @param limit tokens the trial may use
 * @param used the trial's `tokens` metric
 * @param outcome the outcome the agent ended with
 * @param events the trial's trace (for the last request's size and unreported usage)
 */
export function applyTokenLimit(limit: number, used: number, outcome: string, events: readonly TraceEvent[]): { outcome: string; check: CheckResult } {
  const responses = events.filter((e) => e.type === "model.response");
  const check = (pass: boolean, explanation: string): CheckResult => ({ name: "maxTrialTokens", kind: "limit", pass, explanation });
  if (outcome === TRIAL_TOKENS_OUTCOME) {
    if (used > limit) return { outcome, check: check(false, `used ${n(used)} tokens, over the limit of ${n(limit)}: the agent stopped after the response that passed it`) };
    const last = responses.at(-1);
    const prompt = last ? last.usage.input_tokens + last.usage.cache_read_input_tokens + last.usage.cache_creation_input_tokens : 0;
    return { outcome, check: check(false, `the agent stopped at ${n(used)} of ${n(limit)} tokens: its next request would have passed the limit (that prompt is at least the last one's ${n(prompt)} tokens)`) };
  }
  if (responses.some((e) => e.model === UNREPORTED_MODEL)) {
    return { outcome, check: check(true, `the agent reported no token usage, so the limit of ${n(limit)} tokens could not be checked`) };
  }
  if (used > limit) {
    return { outcome: TRIAL_TOKENS_OUTCOME, check: check(false, `used ${n(used)} tokens, over the limit of ${n(limit)}; the agent did not stop at it (an external agent cannot be stopped mid-way) and ended with ${outcome}`) };
  }
  return { outcome, check: check(true, `used ${n(used)} of ${n(limit)} tokens`) };
}

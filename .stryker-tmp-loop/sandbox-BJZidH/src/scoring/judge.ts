/**
 * Scores a judged case's final answer against its rubric: by a judge model when an API key is
 * configured, else offline from the case's `judge.offline` criteria. The judge's spend is
 * returned apart so it never mixes with the agent's cost.
 */
// @ts-nocheck

import Anthropic from "@anthropic-ai/sdk";
import { requestCostUsd, type PricingTable } from "../providers/pricing.ts";
import type { JudgeSpec } from "../suite/schema.ts";

export interface JudgeResult {
  score: number;
  scale: number;
  pass: boolean;
  mode: "offline" | "model";
  model: string | null;
  explanation: string;
  /** The judge's own spend (USD, tokens); null cost when its model is unpriced. */
  costUsd: number | null;
  inputTokens: number;
  outputTokens: number;
}

/**
 * Offline score: scale × (share of `must` patterns found), 0 when any `mustNot` pattern is
 * found; patterns are case-insensitive multi-line regexes.
 * @example offlineScore({scale: 5, passAt: 3, offline: {must: ["retry", "backoff"], mustNot: []}}, "adds retry") // => 2.5
 */
export function offlineScore(spec: Pick<JudgeSpec, "scale" | "offline">, answer: string): { score: number; explanation: string } {
  const hit = (p: string) => new RegExp(p, "im").test(answer);
  const forbidden = spec.offline.mustNot.filter(hit);
  if (forbidden.length) return { score: 0, explanation: `answer matches forbidden ${forbidden.map((p) => JSON.stringify(p)).join(", ")}` };
  const found = spec.offline.must.filter(hit);
  const missing = spec.offline.must.filter((p) => !hit(p));
  const score = (spec.scale * found.length) / spec.offline.must.length;
  return { score, explanation: `${found.length}/${spec.offline.must.length} criteria met${missing.length ? `; missing ${missing.map((p) => JSON.stringify(p)).join(", ")}` : ""}` };
}

const JUDGE_PROMPT = (spec: JudgeSpec, task: string, answer: string) =>
  `You grade an answer to a task against a rubric. Reply with one JSON object and nothing else: {"score": <integer 0..${spec.scale}>, "reason": "<one sentence>"}.

<task>
${task}
</task>

<rubric>
${spec.rubric}
</rubric>

<answer>
${answer}
</answer>`;

/**
 * Scores an answer. Uses the judge model when `apiKey` is given, else the offline criteria.
 * A judge reply that is not the expected JSON scores 0 with the reply quoted in the explanation.
 * @throws never for a bad reply; rethrows provider errors (the caller marks the trial infra).
 */
export async function judgeAnswer(
  spec: JudgeSpec,
  task: string,
  answer: string,
  o: { apiKey?: string; baseURL?: string; pricing: PricingTable },
): Promise<JudgeResult> {
  if (!o.apiKey) {
    const { score, explanation } = offlineScore(spec, answer);
    return { score, scale: spec.scale, pass: score >= spec.passAt, mode: "offline", model: null, explanation: `offline: ${explanation}`, costUsd: 0, inputTokens: 0, outputTokens: 0 };
  }
  const client = new Anthropic({ apiKey: o.apiKey, ...(o.baseURL ? { baseURL: o.baseURL } : {}), maxRetries: 4 });
  const msg = await client.messages.create({ model: spec.model, max_tokens: 512, messages: [{ role: "user", content: JUDGE_PROMPT(spec, task, answer) }] });
  const text = msg.content.map((b) => (b.type === "text" ? b.text : "")).join("");
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  let score = 0;
  let reason = `unparseable judge reply: ${text.slice(0, 200)}`;
  try {
    const parsed = JSON.parse(json ?? "") as { score?: unknown; reason?: unknown };
    if (typeof parsed.score === "number" && parsed.score >= 0 && parsed.score <= spec.scale) {
      score = parsed.score;
      reason = String(parsed.reason ?? "");
    }
  } catch { /* keep score 0 and the quoted reply */ }
  return {
    score, scale: spec.scale, pass: score >= spec.passAt, mode: "model", model: spec.model, explanation: `judge ${spec.model}: ${reason}`,
    costUsd: requestCostUsd(o.pricing, spec.model, msg.usage), inputTokens: msg.usage.input_tokens, outputTokens: msg.usage.output_tokens,
  };
}

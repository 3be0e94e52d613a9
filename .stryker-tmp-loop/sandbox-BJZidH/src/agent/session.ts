/**
 * The FreeCode reference agent's entry point: one session from prompt to `session.end`.
 * Everything is recorded in the JSONL trace as it happens (src/trace/); the API key is never
 * written anywhere. `runAgent` never throws for agent or provider failures: they become the
 * `provider_error` / `agent_error` outcomes of the returned session.end event.
 */
// @ts-nocheck

import { readFlag } from "../agent-protocol/formats.ts";
import { flagsInForce } from "./flags.ts";
import { runLoop, type LoopEnd } from "./loop.ts";
import { observeHttp } from "./http-observer.ts";
import { createModelClient } from "./model-client.ts";
import { DEFAULT_RETRY, ProviderError, type RetryPolicy } from "./model-call.ts";
import { resolveMaxTokens } from "./models.ts";
import { OutputStore } from "./output-store.ts";
import { promptSetup } from "./prompt-setup.ts";
import { toolMap } from "./tools/index.ts";
import { openTrace } from "../trace/index.ts";
import type { SessionEndEvent, SessionStartEvent, TraceEvent } from "../trace/index.ts";

export const AGENT_NAME = "freecode";

export interface AgentOptions {
  /** Workspace; file tools refuse paths outside it (symlink escapes too). */
  cwd: string;
  prompt: string;
  /** Model id, e.g. "claude-sonnet-5-5". */
  model: string;
  /** Most model responses in the session. */
  maxTurns: number;
  /** Request output cap (tokens); default FREECODE_MAX_TOKENS, else the model's documented ceiling (models.ts). */
  maxTokens?: number;
  /** Tokens the session may use in all (input, output and cache tokens of every response); default no limit. */
  maxTrialTokens?: number;
  /** JSONL trace, appended line by line. */
  tracePath: string;
  /** Where FREECODE_* flags are read from, on every tool call. */
  env: Readonly<Record<string, string | undefined>>;
  /** ANTHROPIC_BASE_URL (the offline simulator is http://127.0.0.1:PORT). Default: env, else the SDK's. */
  baseURL?: string;
  /** Never written to the trace. Default: env ANTHROPIC_API_KEY. */
  apiKey?: string;
  /** For tests: the fetch the SDK uses. */
  fetch?: typeof fetch;
  /** Mid-stream retry policy (default 4 retries from 1 s); tests shorten the delay. */
  retry?: Partial<RetryPolicy>;
  /** Sees each trace event after it is written (live progress). */
  onEvent?: (e: TraceEvent) => void;
  /** Sees the display copy (last 500,000 characters) of every tool output. */
  onToolOutput?: (callId: string, name: string, display: string) => void;
}

/**
 * Runs one agent session.
 * @returns the session.end event (also the trace's last line)
 * @throws only when the trace file cannot be written
 */
export async function runAgent(opts: AgentOptions): Promise<SessionEndEvent> {
  const trace = openTrace(opts.tracePath, opts.onEvent);
  const progress = { turns: 0 };
  let started = false;
  const start = (maxTokens: number, promptBlock?: SessionStartEvent["promptBlock"]) => {
    trace.write({
      type: "session.start",
      schema: 1,
      agent: AGENT_NAME,
      model: opts.model,
      cwd: opts.cwd,
      maxTurns: opts.maxTurns,
      maxTokens,
      ...(opts.maxTrialTokens !== undefined ? { maxTrialTokens: opts.maxTrialTokens } : {}),
      flags: flagsInForce(opts.env),
      ...(promptBlock ? { promptBlock } : {}),
    });
    started = true;
  };
  let end: LoopEnd & { error?: string };
  try {
    const maxTokens = resolveMaxTokens(opts.model, opts.maxTokens, readFlag(opts.env, "FREECODE_MAX_TOKENS"));
    const { system, tools, toolDefs, maxTokensAdvice } = promptSetup(opts.env);
    // The recurring prompt block as sent, so metrics can count its tokens (promptBlockTokens).
    start(maxTokens, { system, tools: toolDefs.map((t) => ({ name: t.name, description: t.description ?? "", input_schema: t.input_schema })) });
    // Provider choice (issue 9, model-client.ts): Anthropic SDK by default, an OpenAI-compatible
    // server when FREECODE_PROVIDER=openai.
    const client = createModelClient({
      env: opts.env,
      ...(opts.apiKey !== undefined ? { apiKey: opts.apiKey } : {}),
      ...(opts.baseURL !== undefined ? { baseURL: opts.baseURL } : {}),
      fetch: observeHttp(opts.fetch ?? globalThis.fetch, trace, () => progress.turns + 1),
    });
    end = await runLoop({
      client,
      model: opts.model,
      maxTokens,
      maxTurns: opts.maxTurns,
      ...(opts.maxTrialTokens !== undefined ? { maxTrialTokens: opts.maxTrialTokens } : {}),
      system,
      toolDefs,
      tools: toolMap(tools),
      maxTokensAdvice,
      prompt: opts.prompt,
      retry: { ...DEFAULT_RETRY, ...opts.retry },
      progress,
      cwd: opts.cwd,
      env: opts.env,
      store: new OutputStore(),
      trace,
      ...(opts.onToolOutput ? { onToolOutput: opts.onToolOutput } : {}),
    });
  } catch (err) {
    if (!started) start(opts.maxTokens ?? 0);
    const message = err instanceof Error ? err.message : String(err);
    end = { outcome: err instanceof ProviderError ? "provider_error" : "agent_error", turns: progress.turns, finalText: "", error: message };
  }
  return trace.write({ type: "session.end", ...end }) as SessionEndEvent;
}

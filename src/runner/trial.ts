/**
 * One trial (DESIGN §4): fresh workspace → setup → agent process → trace → checks → record.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseTrace, type TraceEvent } from "../trace/index.ts";
import { metricsFromTrace } from "../metrics/from-trace.ts";
import type { PricingTable } from "../providers/pricing.ts";
import { judgeAnswer } from "../scoring/judge.ts";
import { scoreExpectations } from "../scoring/expectations.ts";
import { checkFileAssertion } from "../scoring/file-assertions.ts";
import type { CheckResult } from "../scoring/result.ts";
import type { LoadedCase } from "../suite/schema.ts";
import type { Variant } from "./variant.ts";
import { candidateIndexOf, type ArmId } from "../results/arms.ts";
import { resolveAdapter } from "./adapters/index.ts";
import { trialEnv, type Env } from "./agent-process.ts";
import { reapTagged, TAG_VAR } from "../proc/reap.mjs";
import { LiveEntry, newTrialTag } from "./live-trials.ts";
import { confineShell, type SandboxKind } from "./sandbox.ts";
import { runCheckRepeated, runSetup } from "./trial-commands.ts";
import type { PlannedPair } from "./plan.ts";
import { TRIAL_SCHEMA, type TrialRecord } from "../results/record.ts";
import { applyTokenLimit } from "./token-limit.ts";
import { createWorkspace, keepWorkspace, removeWorkspace, workspaceDiff } from "./workspace.ts";

/** How a trial reaches its model: the environment variables that point the agent at it. */
export interface ProviderBinding {
  /** Provider variables for this trial (ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY, …). */
  env(trial: { caseId: string; seed: number; arm: ArmId; workspaceDir: string; attempt?: number }): Env;
}

export interface TrialContext {
  runId: string;
  runDir: string;
  model: string;
  pricing: PricingTable;
  provider: ProviderBinding;
  baseEnv: Readonly<Record<string, string | undefined>>;
  keepWorkspaces?: boolean;
  /** Run the agent under bubblewrap. */
  sandbox?: SandboxKind;
  /** Where a judged case's judge model is called; absent = offline scoring. */
  judgeApi?: { apiKey: string; baseURL?: string };
  /** Token limit per trial for every case (`eval ab --max-trial-tokens`); absent = the case's own. */
  maxTrialTokens?: number;
  /** Runs of the check per trial (`--check-repeats`, default 1); runs that disagree make the trial `check_flaky`. */
  checkRepeats?: number;
}

const INFRA_OUTCOMES = new Set(["provider_error"]);

/** The record's arm fields: `arm`, and in a multi-arm run (more than two arms in the tuple) a candidate's `armIndex`. */
function armFields(arm: ArmId, pair: PlannedPair): { arm: "baseline" | "candidate"; armIndex?: number } {
  if (arm === "baseline") return { arm: "baseline" };
  return pair.order.length > 2 ? { arm: "candidate", armIndex: candidateIndexOf(arm) } : { arm: "candidate" };
}

function emptyMetrics(): TrialRecord["metrics"] {
  return metricsFromTrace([], { date: "", models: {}, aliases: {} });
}

/**
 * Runs one arm of one pair and returns its record (not yet written).
 * Never throws for agent or infrastructure failures: those become the record's status.
 */
export async function runTrial(ctx: TrialContext, c: LoadedCase, pair: PlannedPair, arm: ArmId, variant: Variant, attempt = 1): Promise<TrialRecord> {
  const started = Date.now();
  // The attempt and a nonce keep a resumed trial's trace apart from one an orphaned agent of a
  // killed run may still be appending to.
  const label = `${c.id}.${pair.trial}.${arm}.a${attempt}-${randomBytes(2).toString("hex")}`;
  const traceRel = join("traces", `${label}.jsonl`);
  const diffRel = join("diffs", `${label}.patch`);
  const tracePath = join(ctx.runDir, traceRel);
  mkdirSync(join(ctx.runDir, "traces"), { recursive: true });
  mkdirSync(join(ctx.runDir, "diffs"), { recursive: true });
  const base = {
    schema: TRIAL_SCHEMA, runId: ctx.runId, caseId: c.id, trial: pair.trial, ...armFields(arm, pair), variant: variant.name,
    orderInPair: pair.order.indexOf(arm), seed: pair.seed, startedAt: new Date(started).toISOString(),
    trace: traceRel, diff: diffRel, attempt,
  } as const;
  const infra = (reason: string, agentWallMs = 0): TrialRecord => ({
    ...base, status: "infra_error", pass: false, outcome: "infra", infraReason: reason,
    metrics: emptyMetrics(), checks: [], wallMs: Date.now() - started, agentWallMs,
  });

  // Written before anything starts, so that a harness killed at any moment leaves a note of
  // what to end and remove (live-trials.ts); every process of the trial carries the tag.
  const live = new LiveEntry(ctx.runDir, label, newTrialTag(ctx.runId, ctx.runDir));
  let ws;
  try {
    // The folder name leaves out the arm: paths show up in tool output (tracebacks), and arm names
    // of different lengths would tokenize differently.
    ws = await createWorkspace(c.workspaceDir, c.id, (root) => live.workspace(root));
  } catch (err) {
    live.done();
    return infra(`workspace set-up failed: ${(err as Error).message}`);
  }
  try {
    const env = {
      ...trialEnv(ctx.baseEnv, {
        home: ws.home,
        provider: ctx.provider.env({ caseId: c.id, seed: pair.seed, arm, workspaceDir: ws.dir, attempt }),
        caseEnv: c.env,
        variantEnv: variant.env,
      }),
      [TAG_VAR]: live.tag,
    };
    const confine = confineShell(ctx.sandbox ?? "none", { cwd: ws.dir, home: ws.home });
    const onGroup = (pgid: number) => live.group(pgid);
    const setupFailed = await runSetup(c, ws.dir, env, confine, onGroup);
    if (setupFailed) return infra(setupFailed);
    const promptFile = join(ws.root, "prompt.txt");
    writeFileSync(promptFile, c.prompt);
    const { adapter, arg } = resolveAdapter(variant.agent);
    const tokenLimit = ctx.maxTrialTokens ?? c.maxTrialTokens;
    const agentStartMs = Date.now() - started;
    const proc = await adapter.run({
      cwd: ws.dir, promptFile, tracePath, model: variant.model ?? ctx.model, maxTurns: c.maxTurns,
      maxTokens: c.maxTokens, timeoutSec: c.timeoutSec, env, sandbox: ctx.sandbox ?? "none",
      ...(tokenLimit !== undefined ? { maxTrialTokens: tokenLimit } : {}), onGroup,
    }, arg);
    if (proc.kind === "spawn_failed") return infra(`agent did not start: ${proc.message}`, proc.ms);

    let events: TraceEvent[] = [];
    if (existsSync(tracePath)) events = parseTrace(readFileSync(tracePath, "utf8"), tracePath);
    const end = events.findLast((e) => e.type === "session.end");
    let outcome: string = end?.type === "session.end" ? end.outcome : proc.kind === "timed_out" ? "timeout" : "crash";
    if (INFRA_OUTCOMES.has(outcome)) {
      const reason = end?.type === "session.end" ? end.error ?? outcome : outcome;
      return { ...infra(`provider failed past retries: ${reason}`, proc.ms), metrics: metricsFromTrace(events, ctx.pricing) };
    }
    if (!end && proc.kind === "exited" && events.length === 0) {
      return infra(`agent exited ${proc.code} without writing a trace: ${proc.stderrTail.slice(-500)}`, proc.ms);
    }
    if (proc.kind === "timed_out") outcome = "timeout";
    const agentExit = outcome === "crash" ? `${proc.kind === "exited" ? `exited ${proc.code}` : proc.kind === "killed" ? `killed by ${proc.signal}` : proc.kind}: ${proc.stderrTail.slice(-500)}` : undefined;

    const checks: CheckResult[] = [];
    let checkFlaky = false;
    if (c.check) {
      const runs = await runCheckRepeated({ ...c, check: c.check }, ws.dir, env, ctx.checkRepeats ?? 1, confine);
      checks.push(runs.check);
      checkFlaky = runs.flaky;
    }
    let judge: TrialRecord["judge"];
    if (c.judge) {
      const finalText = end?.type === "session.end" ? end.finalText : "";
      let j;
      try {
        j = await judgeAnswer(c.judge, c.prompt, finalText, { ...ctx.judgeApi, pricing: ctx.pricing });
      } catch (err) {
        return infra(`judge model failed: ${(err as Error).message}`, proc.ms);
      }
      checks.push({ name: "judge", kind: "judge", pass: j.pass, explanation: `score ${j.score}/${j.scale} (pass at ${c.judge.passAt}): ${j.explanation}` });
      judge = { score: j.score, scale: j.scale, mode: j.mode, model: j.model, costUsd: j.costUsd, inputTokens: j.inputTokens, outputTokens: j.outputTokens };
    }
    for (const a of c.files) checks.push(await checkFileAssertion(a, ws.dir, c.workspaceDir));
    checks.push(...scoreExpectations(c.expect, events));
    const metrics = metricsFromTrace(events, ctx.pricing);
    if (tokenLimit !== undefined) {
      const limited = applyTokenLimit(tokenLimit, metrics.tokens, outcome, events);
      outcome = limited.outcome;
      checks.push(limited.check);
    }
    writeFileSync(join(ctx.runDir, diffRel), await workspaceDiff(ws));
    const pass = checks.every((x) => x.pass) && outcome !== "timeout" && !checkFlaky;
    return {
      ...base, status: checkFlaky ? "check_flaky" : pass ? "pass" : "agent_failure", pass, outcome,
      metrics,
      checks: checks.map(({ name, kind, pass: p, explanation }) => ({ name, kind, pass: p, explanation })),
      wallMs: Date.now() - started, agentWallMs: proc.ms, agentStartMs,
      ...(agentExit !== undefined ? { agentExit } : {}),
      ...(judge ? { judge } : {}),
    };
  } catch (err) {
    return infra(`harness error: ${(err as Error).stack ?? String(err)}`);
  } finally {
    // Whatever of the trial is still running (a tool command's background job) ends with it.
    reapTagged(live.tag);
    if (ws) {
      if (ctx.keepWorkspaces) keepWorkspace(ws);
      else removeWorkspace(ws);
    }
    live.done();
  }
}

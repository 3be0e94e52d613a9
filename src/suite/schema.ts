/**
 * Case and suite file formats (DESIGN §3). Every object is strict: an unknown key is an
 * error, so a typo such as `parallelTool` can never silently assert nothing.
 *
 * A case lives in `cases/<id>/case.yaml` with its starting files in `cases/<id>/workspace/`
 * and, optionally, a reference solution in `cases/<id>/solution/` (files overlaid on the
 * workspace). A suite lives in `suites/<name>.yaml`.
 */
import { z } from "zod";
import { toolInputKeys } from "../agent/tools/index.ts";
import { knownAgentVariables } from "../agent-protocol/flag-specs.ts";

/**
 * For object refinements that should run even when a field of the object has a problem (zod
 * skips them by default), so that a file's every problem is listed in one pass.
 */
function isObjectPayload(payload: { value: unknown }): boolean {
  return typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value);
}

/**
 * A JavaScript regular expression, checked when the case loads (it would otherwise throw in
 * the middle of scoring every trial).
 */
const Regex = z.string().min(1).superRefine((source, ctx) => {
  try {
    new RegExp(source, "m");
  } catch (err) {
    ctx.addIssue({ code: "custom", message: `not a valid regular expression: ${(err as Error).message.replace(/^Invalid regular expression: /, "")}` });
  }
});

/** A literal string, or `{regex: "…"}` matched with the JavaScript RegExp engine (flag `m`). */
export const TextOrRegex = z.union([
  z.string().min(1).describe("literal text, matched as a substring"),
  z.strictObject({ regex: Regex.describe("a JavaScript regular expression (flag m), e.g. \"^OK$\"") }).describe("a regular expression instead of literal text"),
]).describe("a literal string, or {regex: \"…\"} matched with the JavaScript RegExp engine (flag m)");
export type TextOrRegex = z.infer<typeof TextOrRegex>;

/**
 * Something a simulator step must have seen in tool results already shown to the model.
 * The simulator recovers as a model would when it is not visible:
 * - `output` id named by an elision marker that hides it → page back with the `output` tool;
 * - `file` set → re-read the region of that file around the first line holding `text`;
 * - `command` set → run the command again.
 * With `lineRef: true` the text must be visible WITH its line number (`N: ` numbering from
 * `read`, or `N:` from `grep -n`); when it is not, the simulator runs `grep -n` first.
 */
export const SimNeed = z.strictObject({
  text: TextOrRegex.describe("what must be visible in a tool result already shown: a literal string or {regex: …}"),
  file: z.string().optional().describe("when it is not visible: the file (workspace-relative) whose region around the text the simulator re-reads"),
  command: z.string().optional().describe("when it is not visible: the command the simulator runs again"),
  lineRef: z.boolean().optional().describe("the text must be visible with its line number (read's `N: ` numbering or grep -n); without it the simulator runs grep -n first"),
}).describe("something the step must have seen; the simulator recovers as a model would (pages back, re-reads, re-runs) when it is not visible");
export type SimNeed = z.infer<typeof SimNeed>;

/** The reference agent's tools (src/agent/tools), the only ones a simulator step can call. */
export const AGENT_TOOL_NAMES = ["read", "write", "edit", "bash", "output", "grep", "glob"] as const;

/** A tool of the reference agent, by name (in `expect` lists and simulator calls). */
export const AgentToolName = z.enum(AGENT_TOOL_NAMES).describe("a tool of the reference agent: read, write, edit, bash, output, grep or glob");

/**
 * One tool call the simulated model emits. `input` is sent as the tool_use input as-is; its
 * keys must be ones the tool takes (a misspelt key would only show up as a tool error in
 * every trial). Values are not checked against the tool's schema: a trajectory may send a
 * bad call on purpose, to script the agent's recovery.
 */
export const SimToolCall = z
  .strictObject({
    name: AgentToolName.describe("the tool called"),
    input: z.record(z.string(), z.unknown()).describe("the tool_use input, sent as-is; its keys must be ones the tool takes (e.g. read: path, offset, limit)"),
  })
  .describe("one tool call the simulated model emits")
  .superRefine((call, ctx) => {
    const valid = toolInputKeys().get(call.name) ?? [];
    for (const key of Object.keys(call.input)) {
      if (valid.includes(key)) continue;
      ctx.addIssue({ code: "custom", path: ["input", key], message: `${call.name} takes no input \`${key}\` (valid: ${valid.join(", ")})`, params: { unknownKey: key, valid } });
    }
  });
/** Typed with a plain string name: the simulator also builds calls of its own (recoveries). */
export type SimToolCall = { name: string; input: Record<string, unknown> };

/**
 * One simulator step = one model response: a batch of tool calls, or a final answer.
 * `text` is emitted before the calls (or is the final answer when `final` is set).
 * In `final`, `{{line:PATH:TEXT}}` is replaced by the 1-based line of the first line of
 * PATH (in the trial's workspace as it is then) that contains TEXT.
 */
export type SimStep = {
  needs?: SimNeed[];
  text?: string;
  tools?: SimToolCall[];
  final?: string;
  onError?: SimStep[];
};
export const SimStep: z.ZodType<SimStep> = z
  .strictObject({
    needs: z.array(SimNeed).optional().describe("what this step must have seen in earlier tool results; the simulator recovers it first when it is not visible"),
    text: z.string().optional().describe("text emitted before the tool calls"),
    tools: z.array(SimToolCall).optional().describe("one batch of tool calls (one model response); several calls = a parallel batch"),
    final: z.string().optional().describe("the final answer, ending the session; {{line:PATH:TEXT}} becomes the 1-based line of the first line of PATH containing TEXT"),
    /** Steps played instead of continuing when a tool result of this step is an error. */
    onError: z.array(z.lazy(() => SimStep)).optional().describe("steps played instead of continuing when a tool result of this step is an error"),
  })
  .describe("one simulated model response: a batch of tool calls, or the final answer")
  .refine((s) => (s.tools?.length ?? 0) > 0 || s.final !== undefined, {
    message: "a sim step needs `tools` (a batch of tool calls) or `final` (the answer)",
    when: isObjectPayload,
  });

export const SimSpec = z.strictObject({
  steps: z.array(SimStep).min(1).describe("the reference trajectory, one entry per model response, played by the offline simulator"),
}).describe("the trajectory the offline simulator plays for this case (blind to the variant)");
export type SimSpec = z.infer<typeof SimSpec>;

export const FileAssertion = z.strictObject({
  path: z.string().min(1).describe("file path relative to the workspace, checked after the agent ends"),
  exists: z.boolean().optional().describe("false: the file must not exist; otherwise it must"),
  contains: z.array(z.string()).optional().describe("literal strings the file must contain"),
  notContains: z.array(z.string()).optional().describe("literal strings the file must not contain"),
  minLines: z.number().int().nonnegative().optional().describe("the file has at least this many lines (catches a truncated rewrite)"),
  maxLines: z.number().int().nonnegative().optional().describe("the file has at most this many lines"),
  parses: z.enum(["python", "json", "yaml", "javascript"]).optional().describe("the file must parse as this language"),
  unchanged: z.boolean().optional().describe("true: the file is byte for byte the case's starting copy (workspace/PATH), i.e. the agent left it alone (a test, a test runner, a build script the fix must not touch)"),
}).describe("a file assertion; every one must hold for the trial to pass");
export type FileAssertion = z.infer<typeof FileAssertion>;

export const Expectations = z.strictObject({
  parallelTools: z
    .number()
    .int()
    .min(2, { message: "parallelTools < 2 asserts nothing: every response emits at least one call" })
    .optional()
    .describe("some response emitted at least this many tool calls at once (≥ 2)"),
  maxTurns: z.number().int().positive().optional().describe("at most this many model responses"),
  tool: z.array(AgentToolName).optional().describe("tools that must each be called at least once"),
  firstToolIn: z.array(AgentToolName).optional().describe("the first tool called must be one of these"),
  forbidTools: z.array(AgentToolName).optional().describe("tools that must never be called"),
  bashMatches: z.array(Regex).optional().describe("regular expressions that must each match some bash command the agent ran"),
  forbidBashMatches: z.array(Regex).optional().describe("regular expressions no bash command may match"),
  noGuardTrips: z.boolean().optional().describe("true: no agent guard (max_tokens, shrink, elision, outside_workspace) may trip"),
}).describe("trajectory expectations, scored from the trace; every one must hold for the trial to pass");
export type Expectations = z.infer<typeof Expectations>;

/**
 * A judged case's outcome is its final answer, scored 0..scale against a rubric. With an API
 * key the judge model scores it (never the model under test); offline, `offline` criteria
 * score it: the share of `must` patterns found in the answer, × scale, and 0 when any
 * `mustNot` pattern is found. The trial passes when the score ≥ passAt.
 */
export const JudgeSpec = z.strictObject({
  rubric: z.string().min(1).describe("what a correct final answer says; the judge model scores the answer against it"),
  scale: z.number().int().min(1).max(10).default(5).describe("scores run 0..scale"),
  passAt: z.number().min(0).describe("the trial passes when the score is at least this (≤ scale)"),
  model: z.string().default("claude-haiku-5-5").describe("the judge model (never a model under test)"),
  offline: z.strictObject({
    must: z.array(Regex).min(1).describe("regular expressions; score = scale × the share found in the final answer"),
    mustNot: z.array(Regex).default([]).describe("regular expressions; any one found scores 0"),
  }).describe("scoring without an API key (offline and in the simulator)"),
}).describe("a rubric scoring the final answer 0..scale; used instead of (or besides) check");
export type JudgeSpec = z.infer<typeof JudgeSpec>;

export const CaseFile = z.strictObject({
  $schema: z.string().optional().describe("URL or path of this JSON Schema, for editors (the loader ignores it)"),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { message: "ids are lower-case words joined by -" }).describe("the case id: lower-case words joined by -, equal to the case's folder name"),
  title: z.string().min(1).describe("one line saying what the task is"),
  tags: z.array(z.string()).default([]).describe("labels for --tags subsets and reports"),
  why: z.string().optional().describe("one line: why this task needs a model (what it cannot be solved by without one)"),
  // The names eval ab's variant check accepts (flag-specs.ts): a misspelt flag here would mislabel the case in eval list and cases/README.md.
  sensitiveTo: z.array(z.enum(knownAgentVariables() as [string, ...string[]])).default([]).describe("agent flags this case can move, e.g. [FREECODE_READ_LINE_NUMBERS] (eval list shows them)"),
  prompt: z.string().min(1).describe("the task as the user gives it to the agent"),
  workspace: z.string().default("workspace").describe("folder (relative to the case folder) copied fresh for every trial"),
  solution: z.string().default("solution").describe("folder overlaid on the workspace, or .patch file, holding the reference solution (relative to the case folder)"),
  setup: z.array(z.string()).default([]).describe("shell commands run in the trial's workspace before the agent starts"),
  env: z.record(z.string(), z.string()).default({}).describe("environment variables for the agent process"),
  maxTurns: z.number().int().positive().optional().describe("model responses the agent may take (default: the suite's maxTurns)"),
  timeoutSec: z.number().positive().optional().describe("seconds the agent may run; its process group is killed then (default: the suite's timeoutSec)"),
  setupTimeoutSec: z.number().positive().optional().describe("seconds all setup commands together may take; their process group is killed then (default: a quarter of timeoutSec)"),
  maxTokens: z.number().int().positive().optional().describe("the request's output cap, max_tokens (default: the suite's, else the agent's)"),
  /**
   * Tokens one trial may use in all: input, output, cache read and cache write tokens of every
   * response (the `tokens` metric). Default: the suite's. A trial past it fails with outcome
   * max_trial_tokens.
   */
  maxTrialTokens: z.number().int().positive().optional().describe("tokens one trial may use in all (input, output, cache read and write of every response); past it the trial fails with outcome max_trial_tokens (default: the suite's)"),
  check: z
    .strictObject({
      run: z.string().min(1).describe("shell command run in the workspace after the agent ends; exit status 0 = pass"),
      timeoutSec: z.number().positive().default(120).describe("seconds the check may run"),
    })
    .optional()
    .describe("a command whose exit status decides the trial (a case needs check or judge)"),
  judge: JudgeSpec.optional().describe("a rubric scoring the final answer (a case needs check or judge)"),
  files: z.array(FileAssertion).default([]).describe("file assertions on the workspace after the agent ends; all must hold"),
  expect: Expectations.optional().describe("trajectory expectations scored from the trace; all must hold"),
  sim: SimSpec.describe("the reference trajectory the offline simulator plays"),
}).meta({
  // The check-or-judge rule of the refine below, for editors: a JSON Schema cannot run the refine.
  anyOf: [{ required: ["check"] }, { required: ["judge"] }],
}).refine((c) => c.check !== undefined || c.judge !== undefined, {
  message: "a case needs `check` (a command whose exit status decides) or `judge` (a rubric scoring the final answer)",
  path: ["check"],
  when: isObjectPayload,
}).refine((c) => c.judge === undefined || c.judge.passAt <= c.judge.scale, {
  message: "judge.passAt must not exceed judge.scale",
  path: ["judge", "passAt"],
});
export type CaseFile = z.infer<typeof CaseFile>;

export const SuiteFile = z.strictObject({
  $schema: z.string().optional().describe("URL or path of this JSON Schema, for editors (the loader ignores it)"),
  name: z.string().min(1).describe("the suite's name (eval ab NAME)"),
  description: z.string().optional().describe("what the suite measures"),
  cases: z.array(z.string().min(1)).min(1).describe("case ids or globs over the cases/ folder beside the suite's folder"),
  trials: z.number().int().positive().default(3).describe("trials per case per arm (eval ab --trials overrides)"),
  model: z.string().default("claude-sonnet-5-5").describe("the model the agent requests (eval ab --model overrides)"),
  maxTurns: z.number().int().positive().default(30).describe("default maxTurns for cases that set none"),
  timeoutSec: z.number().positive().default(300).describe("default timeoutSec (seconds) for cases that set none"),
  maxTokens: z.number().int().positive().optional().describe("default max_tokens for cases that set none"),
  maxTrialTokens: z.number().int().positive().optional().describe("default token limit per trial (see the case's maxTrialTokens) for cases that set none; none when absent"),
});
export type SuiteFile = z.infer<typeof SuiteFile>;

/** A case after loading: defaults from the suite applied, paths made absolute. */
export interface LoadedCase extends CaseFile {
  /** Absolute path of the case folder. */
  dir: string;
  /** Absolute path of the workspace folder copied for each trial. */
  workspaceDir: string;
  /** Absolute path of the reference solution, when it exists. */
  solutionPath: string | null;
  /** sha256 of the case.yaml text and every workspace file (path + bytes), hex. */
  hash: string;
  maxTurns: number;
  timeoutSec: number;
  setupTimeoutSec: number;
}

/** Share of a case's timeoutSec that its setup gets when it sets no setupTimeoutSec. */
export const SETUP_TIMEOUT_SHARE = 0.25;

export interface LoadedSuite extends SuiteFile {
  file: string;
  hash: string;
  loadedCases: LoadedCase[];
  /** `--cases` / `--tags` when only part of the suite runs (subset.ts); absent: every case. */
  subset?: { cases?: string[]; tags?: string[] };
}

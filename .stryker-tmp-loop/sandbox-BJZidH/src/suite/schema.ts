/**
 * Case and suite file formats (DESIGN §3). Every object is strict: an unknown key is an
 * error, so a typo such as `parallelTool` can never silently assert nothing.
 *
 * A case lives in `cases/<id>/case.yaml` with its starting files in `cases/<id>/workspace/`
 * and, optionally, a reference solution in `cases/<id>/solution/` (files overlaid on the
 * workspace). A suite lives in `suites/<name>.yaml`.
 */
// @ts-nocheck

import { z } from "zod";
import { toolInputKeys } from "../agent/tools/index.ts";

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
  z.string().min(1),
  z.strictObject({ regex: Regex }),
]);
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
  text: TextOrRegex,
  file: z.string().optional(),
  command: z.string().optional(),
  lineRef: z.boolean().optional(),
});
export type SimNeed = z.infer<typeof SimNeed>;

/** The reference agent's tools (src/agent/tools), the only ones a simulator step can call. */
export const AGENT_TOOL_NAMES = ["read", "write", "edit", "bash", "output", "grep", "glob"] as const;

/** A tool of the reference agent, by name (in `expect` lists and simulator calls). */
export const AgentToolName = z.enum(AGENT_TOOL_NAMES);

/**
 * One tool call the simulated model emits. `input` is sent as the tool_use input as-is; its
 * keys must be ones the tool takes (a misspelt key would only show up as a tool error in
 * every trial). Values are not checked against the tool's schema: a trajectory may send a
 * bad call on purpose, to script the agent's recovery.
 */
export const SimToolCall = z
  .strictObject({
    name: AgentToolName,
    input: z.record(z.string(), z.unknown()),
  })
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
    needs: z.array(SimNeed).optional(),
    text: z.string().optional(),
    tools: z.array(SimToolCall).optional(),
    final: z.string().optional(),
    /** Steps played instead of continuing when a tool result of this step is an error. */
    onError: z.array(z.lazy(() => SimStep)).optional(),
  })
  .refine((s) => (s.tools?.length ?? 0) > 0 || s.final !== undefined, {
    message: "a sim step needs `tools` (a batch of tool calls) or `final` (the answer)",
    when: isObjectPayload,
  });

export const SimSpec = z.strictObject({
  steps: z.array(SimStep).min(1),
});
export type SimSpec = z.infer<typeof SimSpec>;

export const FileAssertion = z.strictObject({
  path: z.string().min(1),
  exists: z.boolean().optional(),
  contains: z.array(z.string()).optional(),
  notContains: z.array(z.string()).optional(),
  minLines: z.number().int().nonnegative().optional(),
  maxLines: z.number().int().nonnegative().optional(),
  parses: z.enum(["python", "json", "yaml", "javascript"]).optional(),
});
export type FileAssertion = z.infer<typeof FileAssertion>;

export const Expectations = z.strictObject({
  parallelTools: z
    .number()
    .int()
    .min(2, { message: "parallelTools < 2 asserts nothing: every response emits at least one call" })
    .optional(),
  maxTurns: z.number().int().positive().optional(),
  tool: z.array(AgentToolName).optional(),
  firstToolIn: z.array(AgentToolName).optional(),
  forbidTools: z.array(AgentToolName).optional(),
  bashMatches: z.array(Regex).optional(),
  forbidBashMatches: z.array(Regex).optional(),
  noGuardTrips: z.boolean().optional(),
});
export type Expectations = z.infer<typeof Expectations>;

/**
 * A judged case's outcome is its final answer, scored 0..scale against a rubric. With an API
 * key the judge model scores it (never the model under test); offline, `offline` criteria
 * score it: the share of `must` patterns found in the answer, × scale, and 0 when any
 * `mustNot` pattern is found. The trial passes when the score ≥ passAt.
 */
export const JudgeSpec = z.strictObject({
  rubric: z.string().min(1),
  scale: z.number().int().min(1).max(10).default(5),
  passAt: z.number().min(0),
  model: z.string().default("claude-haiku-5-5"),
  offline: z.strictObject({
    must: z.array(Regex).min(1),
    mustNot: z.array(Regex).default([]),
  }),
});
export type JudgeSpec = z.infer<typeof JudgeSpec>;

export const CaseFile = z.strictObject({
  $schema: z.string().optional(),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { message: "ids are lower-case words joined by -" }),
  title: z.string().min(1),
  tags: z.array(z.string()).default([]),
  /** One line: why this task needs a model (what it cannot be solved by without one). */
  why: z.string().optional(),
  /** Agent flags this case is sensitive to, e.g. ["FREECODE_READ_LINE_NUMBERS"]. */
  sensitiveTo: z.array(z.string()).default([]),
  prompt: z.string().min(1),
  /** Folder (relative to the case folder) copied fresh for every trial. */
  workspace: z.string().default("workspace"),
  /** Folder or .patch file (relative to the case folder) holding the reference solution. */
  solution: z.string().default("solution"),
  setup: z.array(z.string()).default([]),
  env: z.record(z.string(), z.string()).default({}),
  maxTurns: z.number().int().positive().optional(),
  timeoutSec: z.number().positive().optional(),
  /** Seconds all `setup` commands together may take (their process group is killed then); default a quarter of the trial's timeoutSec. */
  setupTimeoutSec: z.number().positive().optional(),
  /** The request's output cap (max_tokens). */
  maxTokens: z.number().int().positive().optional(),
  /**
   * Tokens one trial may use in all: input, output, cache read and cache write tokens of every
   * response (the `tokens` metric). Default: the suite's. A trial past it fails with outcome
   * max_trial_tokens.
   */
  maxTrialTokens: z.number().int().positive().optional(),
  check: z
    .strictObject({
      run: z.string().min(1),
      timeoutSec: z.number().positive().default(120),
    })
    .optional(),
  judge: JudgeSpec.optional(),
  files: z.array(FileAssertion).default([]),
  expect: Expectations.optional(),
  sim: SimSpec,
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
  $schema: z.string().optional(),
  name: z.string().min(1),
  description: z.string().optional(),
  /** Case ids or globs over `cases/`. */
  cases: z.array(z.string().min(1)).min(1),
  trials: z.number().int().positive().default(3),
  model: z.string().default("claude-sonnet-5-5"),
  maxTurns: z.number().int().positive().default(30),
  timeoutSec: z.number().positive().default(300),
  maxTokens: z.number().int().positive().optional(),
  /** Default token limit per trial for cases that set none (see CaseFile.maxTrialTokens); none when absent. */
  maxTrialTokens: z.number().int().positive().optional(),
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

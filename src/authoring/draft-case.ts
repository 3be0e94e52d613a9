/**
 * A case drafted from what one recorded session did (`freecode eval add --from-trace`): the
 * simulator trajectory from its tool calls, expectations from the files it changed and the
 * commands it ran, and a TODO (suite/draft-todos.ts) in every field a trace cannot supply.
 * Pure: events in, a case object and the list of what a person must check out.
 */
import { isAbsolute, relative } from "node:path";
import { DRAFT_TODO } from "../suite/draft-todos.ts";
import { SimToolCall } from "../suite/schema.ts";
import type { TraceEvent } from "../trace/index.ts";
import { plural } from "../text/plural.ts";

/** What the case the trace was recorded on says, when its folder was found. */
export interface OriginalCase {
  dir: string;
  prompt: string;
  title: string;
  tags: string[];
  setup: string[];
  env: Record<string, string>;
  checkRun?: string;
}

export interface DraftInput {
  /** The new case's id (its folder name). */
  id: string;
  events: TraceEvent[];
  original?: OriginalCase | null;
  /** The task text given on the command line (`--prompt`); wins over the original's. */
  prompt?: string;
  /** The reference solution file written beside case.yaml (e.g. `solution.patch`), if any. */
  solution?: string | null;
}

export interface DraftCase {
  /** The case as it goes into case.yaml (valid against CaseFile). */
  caseFile: Record<string, unknown>;
  /** What must be checked by hand, one item a line. */
  review: string[];
}

/** Claude Code's tool names and input keys for the reference agent's (its trace keeps its own). */
const CLAUDE_CODE_TOOLS: Record<string, string> = { Read: "read", Write: "write", Edit: "edit", Bash: "bash", Grep: "grep", Glob: "glob" };
const CLAUDE_CODE_KEYS: Record<string, string> = { file_path: "path" };
const AGENT_GUARDS = new Set(["max_tokens", "shrink", "elision", "outside_workspace"]);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A recorded call as a call of the reference agent, or why it cannot be one. */
function asAgentCall(name: string, input: unknown): { call: { name: string; input: Record<string, unknown> } } | { why: string } {
  const obj = input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const mapped = CLAUDE_CODE_TOOLS[name];
  const call = mapped
    ? { name: mapped, input: Object.fromEntries(Object.entries(obj).map(([k, v]) => [CLAUDE_CODE_KEYS[k] ?? k, v])) }
    : { name, input: obj };
  let parsed = SimToolCall.safeParse(call);
  if (!parsed.success && mapped) {
    // Claude Code keys FreeCode lacks (output_mode, description…): left out rather than the call.
    const unknown = new Set(parsed.error.issues.map((i) => ("params" in i ? (i.params as { unknownKey?: string } | undefined)?.unknownKey : undefined)).filter(Boolean));
    call.input = Object.fromEntries(Object.entries(call.input).filter(([k]) => !unknown.has(k)));
    parsed = SimToolCall.safeParse(call);
  }
  if (parsed.success) return { call };
  return { why: `${name}: ${parsed.error.issues.map((i) => i.message).join("; ")}` };
}

/**
 * Drafts a case from a trace's events.
 * @throws Error when the trace has no session.start (not a whole trace).
 */
export function draftCase(d: DraftInput): DraftCase {
  const start = d.events.find((e) => e.type === "session.start");
  if (!start) throw new Error("the trace has no session.start event (not a trace of a whole session)");
  const end = d.events.find((e) => e.type === "session.end");
  const okById = new Map(d.events.flatMap((e) => (e.type === "tool.call" ? [[e.id, e.ok] as const] : [])));
  const inWorkspace = (p: unknown) => (typeof p === "string" && isAbsolute(p) ? relative(start.cwd, p) : p);
  const steps: Record<string, unknown>[] = [];
  const dropped: string[] = [];
  const changed: string[] = [];
  const commands: string[] = [];
  let calls = 0;
  let maxBatch = 0;
  for (const r of d.events) {
    if (r.type !== "model.response" || r.toolUses.length === 0) continue;
    const tools: { name: string; input: Record<string, unknown> }[] = [];
    const needs: { text: string; file: string }[] = [];
    for (const u of r.toolUses) {
      calls++;
      const a = asAgentCall(u.name, u.input);
      if ("why" in a) { dropped.push(a.why); continue; }
      const { call } = a;
      if (typeof call.input.path === "string") call.input.path = inWorkspace(call.input.path);
      tools.push(call);
      const ok = okById.get(u.id) !== false;
      const path = call.input.path;
      if ((call.name === "write" || call.name === "edit") && ok && typeof path === "string" && !changed.includes(path)) changed.push(path);
      if (call.name === "bash" && ok && typeof call.input.command === "string" && !commands.includes(call.input.command)) commands.push(call.input.command);
      const anchor = call.name === "edit" && typeof call.input.old_string === "string" ? call.input.old_string.split("\n").map((l) => l.trim()).find((l) => l.length >= 3) : undefined;
      if (anchor && typeof path === "string") needs.push({ text: anchor, file: path });
    }
    maxBatch = Math.max(maxBatch, tools.length);
    if (tools.length) steps.push({ ...(needs.length ? { needs } : {}), tools });
  }
  const finalText = end?.finalText.trim();
  steps.push({ final: finalText || `${DRAFT_TODO}: the final answer (the session ended with ${end?.outcome ?? "no session.end"})` });

  const guardTrips = d.events.filter((e) => e.type === "guard" && AGENT_GUARDS.has(e.guard)).length;
  const firstTool = steps[0]?.tools ? (steps[0].tools as { name: string }[])[0]!.name : undefined;
  const bashMatches = commands.slice(-5).map((c) => escapeRegex(c));
  const expect = {
    ...(firstTool ? { firstToolIn: [firstTool] } : {}),
    ...(maxBatch >= 2 ? { parallelTools: maxBatch } : {}),
    ...(bashMatches.length ? { bashMatches } : {}),
    ...(guardTrips === 0 ? { noGuardTrips: true } : {}),
  };
  const o = d.original;
  const prompt = d.prompt ?? o?.prompt;
  const caseFile: Record<string, unknown> = {
    id: d.id,
    title: o?.title ?? `${DRAFT_TODO}: one line saying what the task is`,
    tags: [...(o?.tags ?? []), "drafted"].filter((t, i, all) => all.indexOf(t) === i),
    why: `${DRAFT_TODO}: one line saying why this task needs a model`,
    prompt: prompt ?? `${DRAFT_TODO}: the task as the user gives it (a trace does not record the prompt; pass --prompt)`,
    ...(o?.setup.length ? { setup: o.setup } : {}),
    ...(o && Object.keys(o.env).length ? { env: o.env } : {}),
    ...(d.solution ? { solution: d.solution } : {}),
    check: { run: `echo '${DRAFT_TODO}: write the check, a command that fails on workspace/ and passes once the task is done' >&2; exit 1` },
    ...(changed.length ? { files: changed.map((path) => ({ path, exists: true })) } : {}),
    ...(Object.keys(expect).length ? { expect } : {}),
    sim: { steps },
  };

  const review = [
    `check.run: write the command that decides a trial (fails on workspace/, passes once the task is done)${o?.checkRun ? `; the case the trace came from checks with: ${o.checkRun}` : ""}`,
    prompt ? `prompt: taken from ${d.prompt ? "--prompt" : `${o!.dir}/case.yaml`}; reword it if the new case asks something else` : "prompt: a trace does not record it; write the task as the user gives it (or pass --prompt)",
    "title, why: say what the task is and why it needs a model",
    `files: ${changed.length ? `the session changed ${changed.join(", ")}; add contains/parses assertions a correct change must meet, drop files a correct change need not touch` : "the session changed no file; add assertions on what the task must produce"}`,
    `expect: ${Object.keys(expect).length ? `${Object.keys(expect).join(", ")} describe this one session; keep only what every good solution must do (bashMatches: ${plural(commands.length, "command")} run${commands.length > 5 ? ", the last 5 kept" : ""})` : "nothing derived; add trajectory expectations if the case measures one"}`,
    `sim.steps: ${steps.length - 1} step${steps.length === 2 ? "" : "s"} from ${plural(calls, "tool call")}${dropped.length ? `; ${dropped.length} left out (not a call the reference agent can make: ${dropped.slice(0, 3).join(" | ")}${dropped.length > 3 ? " | …" : ""})` : ""}; check each edit's old_string against workspace/ and the final answer${finalText ? "" : " (a TODO: the session gave none)"}`,
  ];
  return { caseFile, review };
}

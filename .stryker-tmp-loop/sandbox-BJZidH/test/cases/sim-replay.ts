/**
 * Plays a case's `sim.steps` against a workspace copy WITHOUT the agent or the simulator:
 * each tool call is applied the way the reference agent's tools behave on the happy path
 * (exact edit matching, plain writes, real shell commands), each `needs` entry is checked
 * against the file, the command output or what earlier calls returned, and `{{line:…}}`
 * placeholders in `final` must resolve. This proves a trajectory is playable before the
 * real agent runs it; the `--prove` command later plays it through the agent itself.
 *
 * Why our own code: no library replays this project's trajectory format.
 */
// @ts-nocheck

import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CaseFile, SimNeed, SimStep, SimToolCall } from "../../src/suite/schema.ts";
import { findElision } from "../../src/agent/elision.ts";
import { countLines, matchesText, runShellMemo } from "./case-fixtures.ts";

/** The agent's default FREECODE_WRITE_SHRINK_LIMIT (src/agent/formats.ts AGENT_FLAGS). */
const SHRINK_LIMIT = 0.5;

/**
 * How `edit` finds its anchor. `exact`: the old string must occur verbatim (what every
 * agent supports). `tolerant`: when there is no verbatim occurrence, a block of whole lines
 * equal to the old string's lines after trimming each line also matches (the second matcher
 * of the edit tool described in freecode-anchor §8.7).
 */
export type EditMatching = "exact" | "tolerant";

export interface ReplayResult {
  /** Things that would make the trajectory fail or stall; empty when it plays cleanly. */
  problems: string[];
  /** True when some step's tool call failed and its `onError` steps were played instead. */
  tookOnError: boolean;
  /** True when the trajectory reached a step with `final`. */
  reachedFinal: boolean;
}

interface Ctx {
  dir: string;
  matching: EditMatching;
  seen: string[];
  problems: string[];
  tookOnError: boolean;
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

function lineTrimmedSpan(text: string, anchor: string): { start: number; end: number; count: number } | null {
  const fileLines = text.split("\n");
  const want = anchor.replace(/\n$/, "").split("\n").map((l) => l.trim());
  const offsets: number[] = [];
  let pos = 0;
  for (const line of fileLines) {
    offsets.push(pos);
    pos += line.length + 1;
  }
  let found: { start: number; end: number } | null = null;
  let count = 0;
  for (let i = 0; i + want.length <= fileLines.length; i++) {
    if (want.every((w, k) => fileLines[i + k]!.trim() === w)) {
      count++;
      const last = i + want.length - 1;
      found ??= { start: offsets[i]!, end: offsets[last]! + fileLines[last]!.length + (anchor.endsWith("\n") ? 1 : 0) };
    }
  }
  return found ? { ...found, count } : null;
}

/** Applies one tool call; returns its visible output, or an Error when the tool would fail. */
async function applyTool(call: SimToolCall, ctx: Ctx): Promise<string | Error> {
  const input = call.input;
  const path = str(input.path);
  const abs = path === undefined ? "" : join(ctx.dir, path);
  switch (call.name) {
    case "read": {
      if (!path || !existsSync(abs)) return new Error(`read: ${path} does not exist`);
      if (statSync(abs).isDirectory()) return `directory ${path}`;
      const lines = readFileSync(abs, "utf8").split("\n");
      const offset = typeof input.offset === "number" ? input.offset : 1;
      const limit = typeof input.limit === "number" ? input.limit : 2000;
      if (offset > lines.length) return new Error(`read: offset ${offset} is past the end of ${path}`);
      return lines.slice(offset - 1, offset - 1 + limit).join("\n");
    }
    case "write": {
      const content = str(input.content);
      if (!path || content === undefined) return new Error("write: needs path and content");
      // The agent's write guards at their defaults, so a trajectory's deliberate bad rewrite
      // is refused here too and its onError recovery is what gets replayed.
      const elided = findElision(content);
      if (elided) return new Error(`write refused: line ${elided.line} is an elision placeholder`);
      if (existsSync(abs) && input.allowShrink !== true) {
        const oldLines = countLines(readFileSync(abs, "utf8"));
        if (countLines(content) < (1 - SHRINK_LIMIT) * oldLines) return new Error(`write refused: ${path} would shrink from ${oldLines} lines`);
      }
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content);
      return `wrote ${path}`;
    }
    case "edit": {
      const oldS = str(input.old_string);
      const newS = str(input.new_string);
      if (!path || oldS === undefined || newS === undefined) return new Error("edit: needs path, old_string, new_string");
      if (!existsSync(abs)) return new Error(`edit: ${path} does not exist`);
      const text = readFileSync(abs, "utf8");
      const occurrences = text.split(oldS).length - 1;
      if (occurrences > 0) {
        if (occurrences > 1 && input.replace_all !== true) return new Error(`edit: old_string occurs ${occurrences} times in ${path}`);
        writeFileSync(abs, input.replace_all === true ? text.split(oldS).join(newS) : text.replace(oldS, () => newS));
        return `edited ${path}`;
      }
      const span = ctx.matching === "tolerant" ? lineTrimmedSpan(text, oldS) : null;
      if (!span) return new Error(`edit: old_string not found in ${path}: ${JSON.stringify(oldS.slice(0, 80))}`);
      if (span.count > 1) return new Error(`edit: old_string matches ${span.count} blocks of ${path}`);
      writeFileSync(abs, text.slice(0, span.start) + newS + text.slice(span.end));
      return `edited ${path} (whitespace-tolerant match)`;
    }
    case "bash": {
      const command = str(input.command);
      if (!command) return new Error("bash: needs command");
      const r = await runShellMemo(command, ctx.dir, typeof input.timeoutSec === "number" ? input.timeoutSec : 60);
      if (r.code === 127 || r.code === null) return new Error(`bash: ${command} → exit ${r.code}: ${r.output.slice(-300)}`);
      return r.output;
    }
    case "output":
      return "";
    default:
      return new Error(`unknown tool ${call.name}`);
  }
}

/**
 * A need is met when an earlier result already showed the text (the simulator's first test);
 * otherwise it must be recoverable the way the simulator recovers: from the named file or
 * by re-running the named command.
 */
async function checkNeed(need: SimNeed, ctx: Ctx, where: string): Promise<void> {
  const label = typeof need.text === "string" ? need.text : `/${need.text.regex}/`;
  if (ctx.seen.some((s) => matchesText(s, need.text))) return;
  if (need.file !== undefined) {
    const abs = join(ctx.dir, need.file);
    if (!existsSync(abs) || !matchesText(readFileSync(abs, "utf8"), need.text)) {
      ctx.problems.push(`${where}: need ${JSON.stringify(label)} is not in ${need.file}`);
    }
    return;
  }
  if (need.command !== undefined) {
    const r = await runShellMemo(need.command, ctx.dir);
    if (!matchesText(r.output, need.text)) ctx.problems.push(`${where}: need ${JSON.stringify(label)} is not in the output of ${need.command}`);
    return;
  }
  ctx.problems.push(`${where}: need ${JSON.stringify(label)} names neither file nor command and no earlier result showed it`);
}

function checkFinal(final: string, ctx: Ctx, where: string): void {
  for (const m of final.matchAll(/\{\{line:([^:}]+):([^}]+)\}\}/g)) {
    const abs = join(ctx.dir, m[1]!);
    if (!existsSync(abs) || !readFileSync(abs, "utf8").split("\n").some((l) => l.includes(m[2]!))) {
      ctx.problems.push(`${where}: placeholder ${m[0]} does not resolve`);
    }
  }
}

async function playSteps(steps: readonly SimStep[], ctx: Ctx, path: string): Promise<boolean> {
  for (const [i, step] of steps.entries()) {
    const where = `${path}[${i}]`;
    for (const need of step.needs ?? []) await checkNeed(need, ctx, where);
    if (step.final !== undefined) {
      checkFinal(step.final, ctx, where);
      return true;
    }
    let failed: Error | null = null;
    for (const call of step.tools ?? []) {
      const out = await applyTool(call, ctx);
      if (out instanceof Error) failed ??= out;
      else ctx.seen.push(out);
    }
    if (failed) {
      if (!step.onError) {
        ctx.problems.push(`${where}: ${failed.message}`);
        continue;
      }
      // As the simulator does: play the onError steps, then carry on after the failed step
      // unless they ended the session with a final answer.
      ctx.tookOnError = true;
      if (await playSteps(step.onError, ctx, `${where}.onError`)) return true;
    }
  }
  return false;
}

/** Replays `c.sim.steps` in `dir` (a workspace copy, changed in place). */
export async function replayTrajectory(c: CaseFile, dir: string, matching: EditMatching = "exact"): Promise<ReplayResult> {
  const ctx: Ctx = { dir, matching, seen: [], problems: [], tookOnError: false };
  const reachedFinal = await playSteps(c.sim.steps as SimStep[], ctx, "sim.steps");
  if (!reachedFinal) ctx.problems.push("the trajectory never reaches a step with `final`");
  return { problems: ctx.problems, tookOnError: ctx.tookOnError, reachedFinal };
}

/**
 * Inspect AI's JSON eval logs (`inspect eval … --log-format json`, log `version` 2) as imported
 * trials. The shapes read are those of Inspect's `EvalLog`, `EvalSpec`, `EvalSample`, `Score`
 * and `ModelUsage` (inspect_ai src/inspect_ai/log/_log.py, model/_model_output.py,
 * scorer/_metric.py). Mapping (EVAL.md, "Other harnesses' results"): sample `id` → case;
 * `epoch` → trial; the log's `eval.model` → arm when the logs differ in model, else their
 * differing `eval.task_args` ("name=value"); the first scorer's `value` → pass when it counts
 * as 1 under Inspect's `value_to_float` ("C", true, 1, "yes", "true"; a partial "P" = 0.5 is a
 * fail) and also the secondary metric `score`; a sample `error` or no score → infra error;
 * `model_usage` summed over models → tokens (total_tokens), inputTokens, outputTokens,
 * cacheReadTokens, cacheWriteTokens, costUsd (`total_cost`, when every model has it);
 * `total_time` → wallMs; `turn_count` → turns.
 */
// @ts-nocheck

import { z } from "zod";
import { InputError } from "../suite/errors.ts";
import type { ImportedTrial } from "./imported-arms.ts";

const tokens = z.number().finite().nonnegative().nullish();
const Usage = z.object({
  input_tokens: tokens, output_tokens: tokens, total_tokens: tokens,
  input_tokens_cache_read: tokens, input_tokens_cache_write: tokens, total_cost: z.number().finite().nonnegative().nullish(),
});
const Sample = z.object({
  id: z.union([z.string(), z.number()]),
  epoch: z.number().int().positive(),
  scores: z.record(z.string(), z.object({ value: z.unknown() })).nullish(),
  model_usage: z.record(z.string(), Usage).nullish(),
  total_time: z.number().finite().nonnegative().nullish(),
  turn_count: z.number().int().nonnegative().nullish(),
  error: z.object({ message: z.string() }).nullish(),
});
const Log = z.object({
  version: z.number().int(),
  status: z.string(),
  eval: z.object({ task: z.string(), model: z.string(), task_args: z.record(z.string(), z.unknown()).nullish() }),
  samples: z.array(z.unknown()).nullish(),
});

/**
 * Inspect's `value_to_float` with its default literals (scorer/_metric.py): numbers and booleans
 * as numbers; "C" 1, "P" 0.5, "I" and "N" 0; "yes"/"true" 1, "no"/"false" 0; numeric strings
 * parsed. Null for anything else (lists, dicts, unknown words): no pass can be read.
 */
function valueToFloat(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null; // NaN is Inspect's "unscored"
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v !== "string") return null;
  if (v === "C") return 1;
  if (v === "P") return 0.5;
  if (v === "I" || v === "N") return 0;
  const lower = v.toLowerCase();
  if (lower === "yes" || lower === "true") return 1;
  if (lower === "no" || lower === "false") return 0;
  const x = Number(v);
  return v.trim() !== "" && Number.isFinite(x) ? x : null;
}

interface ParsedLog { file: string; model: string; task: string; args: Record<string, unknown>; samples: Array<z.infer<typeof Sample> & { index: number }> }

function parseLog(text: string, file: string): ParsedLog {
  if (text.startsWith("PK")) throw new InputError(`${file}: an Inspect .eval (zip) log; convert it with: inspect log convert --to json ${file}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new InputError(`${file}: not JSON (${(err as Error).message}); give an Inspect log written with --log-format json`);
  }
  const p = Log.safeParse(json);
  if (!p.success) {
    const issue = p.error.issues[0] as z.core.$ZodIssue;
    throw new InputError(`${file}: not an Inspect eval log: ${issue.path.join(".") || "(top)"}: ${issue.message} (expected version, status, eval.task, eval.model, samples)`);
  }
  if (p.data.version !== 2) throw new InputError(`${file}: Inspect log version ${p.data.version}; this reader knows version 2`);
  const samples = (p.data.samples ?? []).map((s, index) => {
    const q = Sample.safeParse(s);
    if (!q.success) {
      const issue = q.error.issues[0] as z.core.$ZodIssue;
      throw new InputError(`${file}: samples[${index}].${issue.path.join(".")}: ${issue.message}`);
    }
    return { ...q.data, index };
  });
  if (samples.length === 0) throw new InputError(`${file}: the log has no samples (status ${p.data.status}; was it run with --no-log-samples?)`);
  return { file, model: p.data.eval.model, task: p.data.eval.task, args: p.data.eval.task_args ?? {}, samples };
}

/** Arm names for the logs: their models if those differ, else the task arguments that differ. */
function armNames(logs: readonly ParsedLog[]): string[] {
  const models = logs.map((l) => l.model);
  if (new Set(models).size > 1) return models;
  const keys = [...new Set(logs.flatMap((l) => Object.keys(l.args)))].sort();
  const differing = keys.filter((k) => new Set(logs.map((l) => JSON.stringify(l.args[k] ?? null))).size > 1);
  if (differing.length === 0) {
    throw new InputError(`${logs.map((l) => l.file).join(", ")}: the logs do not differ in model (${models[0]}) or task arguments, so no arms can be told apart; give one log per arm`);
  }
  return logs.map((l) => differing.map((k) => `${k}=${typeof l.args[k] === "string" ? l.args[k] : JSON.stringify(l.args[k] ?? null)}`).join(","));
}

/**
 * Read Inspect JSON eval logs, one per arm (or one log that holds several arms' epochs is not a
 * thing Inspect writes: a log is one task × one model), into imported trials (mapping above).
 * Logs with the same arm name are pooled (e.g. a run resumed into a second log).
 * @param files each log's path and text
 * @throws InputError naming the file, the sample and the field, and what would be valid
 * @example parseInspectLogs([{ file: "a.json", text }, { file: "b.json", text: text2 }])[0].arm // => "anthropic/claude-sonnet-4-5"
 */
export function parseInspectLogs(files: ReadonlyArray<{ file: string; text: string }>): ImportedTrial[] {
  const logs = files.map((f) => parseLog(f.text, f.file));
  if (logs.length < 2) throw new InputError(`${files[0]?.file ?? "--from inspect"}: one log is one arm; give two logs (baseline first), e.g. eval analyze --from inspect base.json cand.json`);
  const arms = armNames(logs);
  const tasks = new Set(logs.map((l) => l.task));
  if (tasks.size > 1 && new Set(logs.map((l) => l.model)).size > 1) {
    throw new InputError(`the logs ran different tasks (${[...tasks].join(", ")}) and models; a paired comparison needs the same task`);
  }
  const out: ImportedTrial[] = [];
  logs.forEach((log, li) => {
    for (const s of log.samples) {
      const where = `${log.file}: samples[${s.index}] (id ${s.id}, epoch ${s.epoch})`;
      const first = s.scores ? Object.values(s.scores)[0] : undefined;
      const score = first === undefined ? null : valueToFloat(first.value);
      const usage = Object.values(s.model_usage ?? {});
      const sum = (k: keyof z.infer<typeof Usage>) => (usage.length === 0 || usage.every((u) => u[k] == null) ? null : usage.reduce((t, u) => t + (u[k] ?? 0), 0));
      const infra = s.error != null || score === null;
      out.push({
        caseId: String(s.id),
        arm: arms[li] as string,
        trial: s.epoch,
        pass: !infra && score === 1,
        infra,
        metrics: {
          score,
          tokens: sum("total_tokens"),
          inputTokens: sum("input_tokens"),
          outputTokens: sum("output_tokens"),
          cacheReadTokens: sum("input_tokens_cache_read"),
          cacheWriteTokens: sum("input_tokens_cache_write"),
          costUsd: usage.length > 0 && usage.every((u) => u.total_cost != null) ? sum("total_cost") : null,
          wallMs: s.total_time == null ? null : s.total_time * 1000,
          turns: s.turn_count ?? null,
        },
        where,
      });
    }
  });
  return out;
}

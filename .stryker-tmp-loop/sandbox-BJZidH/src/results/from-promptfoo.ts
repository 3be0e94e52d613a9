/**
 * promptfoo's `promptfoo eval -o out.json` (0.121.x, results version 3) as imported trials.
 * Mapping (EVAL.md, "Other harnesses' results"): a test (its description and vars) → case;
 * its repeats (`--repeat N`: promptfoo expands a test into N adjacent `testIdx` values) → trials
 * 1…N in `testIdx` order; the provider's label (else its id) → arm; `gradingResult.pass` → pass;
 * `failureReason` 2 (ERROR: the provider failed, nothing was graded) → infra error;
 * `cost` → costUsd; `tokenUsage` total/prompt/completion → tokens/inputTokens/outputTokens,
 * `completionDetails.cacheReadInputTokens`/`cacheCreationInputTokens` → cacheReadTokens/cacheWriteTokens;
 * `latencyMs` → wallMs.
 */
// @ts-nocheck

import { z } from "zod";
import { InputError } from "../suite/errors.ts";
import type { ImportedTrial } from "./imported-arms.ts";

/** promptfoo's `ResultFailureReason` (promptfoo dist/src/index.d.ts): NONE 0, ASSERT 1, ERROR 2. */
const FAILURE_ERROR = 2;

const count = z.number().finite().nonnegative().nullish();
const Result = z.object({
  provider: z.union([z.string(), z.object({ id: z.string(), label: z.string().nullish() })]),
  testIdx: z.number().int().nonnegative(),
  promptId: z.string().nullish(),
  prompt: z.object({ label: z.string().nullish() }).nullish(),
  testCase: z.object({ description: z.string().nullish(), vars: z.record(z.string(), z.unknown()).nullish() }).nullish(),
  vars: z.record(z.string(), z.unknown()).nullish(),
  success: z.boolean(),
  failureReason: z.number().int().nullish(),
  gradingResult: z.object({ pass: z.boolean() }).nullish(),
  cost: count,
  latencyMs: count,
  tokenUsage: z.object({
    total: count, prompt: count, completion: count,
    completionDetails: z.object({ cacheReadInputTokens: count, cacheCreationInputTokens: count }).nullish(),
  }).nullish(),
});
const OutputFile = z.object({
  results: z.object({ version: z.number().int().optional(), results: z.array(z.unknown()) }),
});

/** Canonical JSON (keys sorted), so the same vars always name the same case. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

/**
 * Read promptfoo's JSON output into imported trials (see the module comment for the mapping).
 * A test's case id is its description; tests that share a description but not their vars get
 * the vars appended; a test without a description is named by its vars. With several prompts,
 * a provider that ran more than one prompt gives one arm per prompt, "label · prompt label".
 * (`promptIdx` is not the prompt: promptfoo numbers its provider × prompt columns with it.)
 * @param text the file's text; @param file its path, for messages
 * @throws InputError naming the file, the result's index and field, and what would be valid
 * @example parsePromptfooOutput(readFileSync("out.json", "utf8"), "out.json")[0] // => { caseId: "two", arm: "terse", trial: 1, pass: true, infra: false, metrics: { costUsd: 0.000342, … } }
 */
export function parsePromptfooOutput(text: string, file: string): ImportedTrial[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new InputError(`${file}: not JSON (${(err as Error).message}); give the file written by promptfoo eval -o out.json`);
  }
  const top = OutputFile.safeParse(json);
  if (!top.success) throw new InputError(`${file}: not promptfoo eval output: expected {"results": {"results": [ … ]}} as written by promptfoo eval -o out.json`);
  if (top.data.results.version !== undefined && top.data.results.version < 3) {
    throw new InputError(`${file}: promptfoo results version ${top.data.results.version}; this reader knows version 3 (promptfoo 0.x since 2024); re-export with a current promptfoo`);
  }
  const rows = top.data.results.results.map((r, i) => {
    const p = Result.safeParse(r);
    if (!p.success) {
      const issue = p.error.issues[0] as z.core.$ZodIssue;
      throw new InputError(`${file}: results.results[${i}].${issue.path.join(".")}: ${issue.message}`);
    }
    return { ...p.data, index: i };
  });
  if (rows.length === 0) throw new InputError(`${file}: promptfoo output with no results`);

  const testKey = (r: (typeof rows)[number]) => canonical({ d: r.testCase?.description ?? null, v: r.testCase?.vars ?? r.vars ?? {} });
  const varsOf = new Map<string, Set<string>>();
  for (const r of rows) {
    const d = r.testCase?.description;
    if (d) (varsOf.get(d) ?? varsOf.set(d, new Set()).get(d) as Set<string>).add(testKey(r));
  }
  const caseId = (r: (typeof rows)[number]) => {
    const d = r.testCase?.description;
    const vars = canonical(r.testCase?.vars ?? r.vars ?? {});
    if (!d) return vars;
    return (varsOf.get(d) as Set<string>).size > 1 ? `${d} ${vars}` : d;
  };
  const label = (r: (typeof rows)[number]) => (typeof r.provider === "string" ? r.provider : r.provider.label || r.provider.id);
  const promptsOf = new Map<string, Set<string>>();
  for (const r of rows) (promptsOf.get(label(r)) ?? promptsOf.set(label(r), new Set()).get(label(r)) as Set<string>).add(r.promptId ?? "");
  const several = [...promptsOf.values()].some((p) => p.size > 1);
  const armOf = (r: (typeof rows)[number]) => (several ? `${label(r)} · ${r.prompt?.label || r.promptId || "prompt"}` : label(r));

  // Repeats: promptfoo gives each repeat its own testIdx, adjacent; the nth testIdx of a test is trial n.
  const sorted = [...rows].sort((a, b) => a.testIdx - b.testIdx || a.index - b.index);
  const trialOf = new Map<string, Map<number, number>>();
  const out: ImportedTrial[] = [];
  for (const r of sorted) {
    const arm = armOf(r);
    const id = caseId(r);
    const k = JSON.stringify([id, arm]);
    const idx = trialOf.get(k) ?? trialOf.set(k, new Map()).get(k) as Map<number, number>;
    if (!idx.has(r.testIdx)) idx.set(r.testIdx, idx.size + 1);
    const u = r.tokenUsage;
    const infra = r.failureReason === FAILURE_ERROR;
    out.push({
      caseId: id,
      arm,
      trial: idx.get(r.testIdx) as number,
      pass: !infra && (r.gradingResult?.pass ?? r.success),
      infra,
      metrics: {
        costUsd: r.cost ?? null,
        tokens: u?.total ?? null,
        inputTokens: u?.prompt ?? null,
        outputTokens: u?.completion ?? null,
        cacheReadTokens: u?.completionDetails?.cacheReadInputTokens ?? null,
        cacheWriteTokens: u?.completionDetails?.cacheCreationInputTokens ?? null,
        wallMs: r.latencyMs ?? null,
      },
      where: `${file}: results.results[${r.index}]`,
    });
  }
  return out;
}

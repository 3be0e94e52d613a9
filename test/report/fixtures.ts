/**
 * Synthetic runs for the report and gate tests: trial records, a manifest and the summary the
 * statistics engine computes from them — no agent, no simulator.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import type { Manifest } from "../../src/runner/manifest.ts";
import type { Variant } from "../../src/runner/variant.ts";
import { recordsToAnalysisInput } from "../../src/results/observations.ts";
import type { TrialRecord } from "../../src/results/record.ts";
import { analyze } from "../../src/stats/decision/analyze.ts";
import type { Arm } from "../../src/stats/core/types.ts";
import type { RunView } from "../../src/report/run-view.ts";

export interface RecordSpec {
  caseId: string;
  trial: number;
  arm: Arm;
  pass?: boolean;
  costUsd?: number | null;
  status?: TrialRecord["status"];
  explanation?: string;
  startedAt?: string;
  variant?: string;
  expectations?: Record<string, boolean>;
}

/** A complete trial record with plausible metrics. */
export function record(s: RecordSpec): TrialRecord {
  const pass = s.pass ?? true;
  const status = s.status ?? (pass ? "pass" : "agent_failure");
  const cost = s.costUsd === undefined ? 0.01 : s.costUsd;
  const label = `${s.caseId}.${s.trial}.${s.arm}`;
  const checks: TrialRecord["checks"] = status === "infra_error" ? [] : [
    { name: "check", kind: "check", pass, explanation: s.explanation ?? (pass ? "make test: exit code 0\nOK" : "make test: exit code 1\nFAILED") },
    ...Object.entries(s.expectations ?? {}).map(([name, met]) => ({ name: `expect.${name}`, kind: "expect" as const, pass: met, explanation: met ? "met" : "not met" })),
  ];
  return {
    schema: 1, runId: "run-1", caseId: s.caseId, trial: s.trial, arm: s.arm, variant: s.variant ?? (s.arm === "baseline" ? "defaults" : "env:X=1"),
    orderInPair: s.arm === "baseline" ? 0 : 1, seed: 1000 + s.trial, status, pass: status === "pass",
    outcome: status === "infra_error" ? "infra" : "end_turn", infraReason: status === "infra_error" ? "provider failed past retries: overloaded" : undefined,
    metrics: {
      inputTokens: 100, outputTokens: 50, cacheReadTokens: 1000, cacheWriteTokens: 200, tokens: Math.round((cost ?? 0.01) * 100_000),
      costUsd: cost, unpricedResponses: 0, turns: 5, toolCalls: 6, failedToolCalls: 0, repeatedCalls: 0, pagebacks: 0, parallelBatches: 1, maxBatch: 2,
      guardTrips: 0, guardKinds: {}, maxTokensStops: 0, promptBlockTokens: 2000, rateLimits: 0, httpRetries: 0, wallMs: 1500, modelMs: 500, toolMs: 900, stopReasons: { end_turn: 1, tool_use: 4 }, modelsServed: ["claude-sonnet-5-5"],
    },
    checks, startedAt: s.startedAt ?? `2026-11-30T00:00:${String(s.trial).padStart(2, "0")}.000Z`, wallMs: 2000, agentWallMs: 1500,
    trace: `traces/${label}.jsonl`, diff: `diffs/${label}.patch`, attempt: 1,
  };
}

export function manifest(cases: string[], over: Partial<Manifest> = {}): Manifest {
  return {
    schema: 1, runId: "run-1", createdAt: "2026-11-30T00:00:00.000Z",
    tool: { name: "freecode-eval", version: "0.1.0", node: "v20.0.0", gitCommit: "0123456789abcdef", gitDirty: false },
    suite: { name: "coding", file: "suites/coding.yaml", hash: "h", cases: Object.fromEntries(cases.map((c) => [c, `hash-${c}`])) },
    variants: {
      baseline: { name: "defaults", env: {}, agent: "freecode", specs: [] },
      candidate: { name: "env:X=1", env: { X: "1" }, agent: "freecode", specs: ["env:X=1"] },
    },
    provider: "sim", model: "claude-sonnet-5-5", seed: 1, trials: 2, pricingDate: "2026-11-01",
    sim: { noise: 1, faults: {} }, shard: null, options: {},
    ...over,
  };
}

/** A long failing output whose tail matters, with characters XML and HTML must escape. */
export const NASTY_OUTPUT = [
  ...Array.from({ length: 40 }, (_, i) => `line ${i + 1} of noise`),
  "AssertionError: expected <total> & \"currency\" == 'EUR' ]]> \u0007bell",
  "FAILED (failures=1)",
].join("\n");

/** Three cases × 2 trials: `alpha` passes everywhere, `beta` loses its majority, `gamma` costs more. */
export function sampleRecords(): TrialRecord[] {
  const out: TrialRecord[] = [];
  for (const trial of [0, 1]) {
    out.push(record({ caseId: "alpha", trial, arm: "baseline", costUsd: 0.02 }));
    out.push(record({ caseId: "alpha", trial, arm: "candidate", costUsd: 0.018 }));
    out.push(record({ caseId: "beta", trial, arm: "baseline", costUsd: 0.03 }));
    out.push(record({ caseId: "beta", trial, arm: "candidate", costUsd: 0.031, pass: false, explanation: NASTY_OUTPUT }));
    out.push(record({ caseId: "gamma", trial, arm: "baseline", costUsd: 0.01 }));
    out.push(record({ caseId: "gamma", trial, arm: "candidate", costUsd: 0.015 }));
  }
  return out;
}

/** A RunView as loadRun would build it. */
export function sampleView(records: TrialRecord[] = sampleRecords(), m: Manifest = manifest([...new Set(records.map((r) => r.caseId))])): RunView {
  const summary = analyze({ ...recordsToAnalysisInput(records, Object.keys(m.suite.cases)), options: { seed: 7, bootstrapResamples: 200, signFlipDraws: 200 } });
  return { runDir: "/tmp/run-1", manifest: m, records, summary, summaryRecomputed: false, staleSummary: null, writer: null, gate: null };
}

/** Writes a run folder (manifest, trials, optionally summary.json) and returns its path. */
export function writeRunFolder(view: RunView, withSummary = true, parent = mkdtempSync(join(tmpdir(), "fc-report-"))): string {
  const dir = join(parent, view.manifest.runId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(view.manifest));
  writeFileSync(join(dir, "trials.jsonl"), view.records.map((r) => JSON.stringify(r)).join("\n") + "\n");
  if (withSummary) writeFileSync(join(dir, "summary.json"), JSON.stringify(view.summary));
  return dir;
}

/**
 * Parses XML with Python's standard library (expat, a conforming XML parser) and returns
 * the element tree as JSON: {tag, attrib, text, children}. Throws with the parser's message
 * when the text is not well-formed.
 */
export function parseXml(xml: string): XmlNode {
  const script = [
    "import sys, json, xml.etree.ElementTree as ET",
    "def conv(e): return {'tag': e.tag, 'attrib': e.attrib, 'text': e.text or '', 'children': [conv(c) for c in e]}",
    "print(json.dumps(conv(ET.fromstring(sys.stdin.buffer.read()))))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", script], { input: xml }).toString()) as XmlNode;
}

export interface XmlNode { tag: string; attrib: Record<string, string>; text: string; children: XmlNode[] }

/** Every node of the tree, depth first. */
export function walk(n: XmlNode): XmlNode[] {
  return [n, ...n.children.flatMap(walk)];
}

export const MULTI_ARM_SPECS = ["env:FREECODE_READ_LINE_NUMBERS=1", "env:FREECODE_BASH_COMPRESS=1", "env:FREECODE_OUTPUT_MAX_CHARS=30000"];
const MULTI_ARM_CASES = Array.from({ length: 30 }, (_, i) => `case-${i + 1}`);

/** Baseline and three candidates over 30 cases × 2 trials; candidate 2 is clearly cheaper. */
export function multiArmRunFolder(): string {
  const records: TrialRecord[] = [];
  for (const [c, caseId] of MULTI_ARM_CASES.entries()) {
    for (const trial of [0, 1]) {
      const base = 0.02 + c * 0.003 + trial * 0.001;
      records.push(record({ caseId, trial, arm: "baseline", costUsd: base }));
      for (const [k, spec] of MULTI_ARM_SPECS.entries()) {
        const factor = k === 1 ? 0.6 : 1 + ((c * 7 + trial * 3 + k) % 5 - 2) * 0.04;
        records.push({ ...record({ caseId, trial, arm: "candidate", costUsd: base * factor, variant: spec }), armIndex: k + 1 });
      }
    }
  }
  const variant = (spec: string): Variant => ({ name: spec, env: { [spec.slice(4).split("=")[0]!]: spec.split("=")[1]! }, agent: "freecode", specs: [spec] });
  const m = manifest(MULTI_ARM_CASES, { variants: { baseline: { name: "defaults", env: {}, agent: "freecode", specs: [] }, candidate: variant(MULTI_ARM_SPECS[0]!), candidates: MULTI_ARM_SPECS.map(variant) } });
  return writeRunFolder({ runDir: "", manifest: m, records, summary: { decision: "INCONCLUSIVE", reasons: [], nCases: 0, trialsPerCase: 0, integrity: { ok: true, reasons: [] }, metrics: {} }, summaryRecomputed: true, staleSummary: null, writer: null, gate: null }, false);
}

/**
 * The terminal report: metric table, per-case table and a one-line verdict.
 */
import Table from "cli-table3";
import type { Manifest } from "../runner/manifest.ts";
import type { Summary } from "../stats/types.ts";
import { formatDelta, formatP, formatValue } from "./format.ts";

/** Metrics shown first, in this order; any others follow alphabetically. */
const ORDER = ["pass", "costUsd", "tokens", "turns", "repeatedCalls", "parallelBatches"];

function status(m: Summary["metrics"][string]): string {
  if (m.kind === "guardrail") return m.nonInferior === undefined ? "" : m.nonInferior ? `non-inferior (margin ${m.margin})` : `not shown NI (margin ${m.margin})`;
  if (m.p === null || m.p === undefined || m.ci === null) return m.kind === "ratio" ? "primary" : "";
  const sig = m.ci[0] > 0 || m.ci[1] < 0;
  const label = m.kind === "ratio" ? "primary" : "secondary";
  return `${label}${sig ? (m.delta! < 0 ? ", lower" : ", higher") : ""}`;
}

/** Renders the metric table: metric | baseline | candidate | Δ | 95% CI | p | status. */
export function metricTable(s: Summary): string {
  const t = new Table({ head: ["metric", "baseline", "candidate", "Δ", "95% CI", "p", "status"], style: { head: [], border: [] } });
  const names = [...ORDER.filter((n) => s.metrics[n]), ...Object.keys(s.metrics).filter((n) => !ORDER.includes(n)).sort()];
  for (const name of names) {
    const m = s.metrics[name]!;
    const ci = m.ci ? `[${formatDelta(m.kind, name, m.ci[0])}, ${formatDelta(m.kind, name, m.ci[1])}]` : "n/a";
    t.push([name, formatValue(name, m.baseline), formatValue(name, m.candidate), formatDelta(m.kind, name, m.delta), ci, formatP(m.pHolm ?? m.p), status(m)]);
  }
  return t.toString();
}

/** Renders the per-case table: passes k/K per arm, cost Δ and flags. */
export function perCaseTable(s: Summary): string {
  const t = new Table({ head: ["case", "baseline passes", "candidate passes", "cost Δ", "flags"], style: { head: [], border: [] } });
  for (const c of s.perCase ?? []) {
    t.push([c.caseId, `${c.baselinePasses}/${c.baselineTrials}`, `${c.candidatePasses}/${c.candidateTrials}`, formatDelta("ratio", "costUsd", c.costDelta), c.flags.join(", ")]);
  }
  return t.toString();
}

/** One line: the decision and its reasons. */
export function verdictLine(s: Summary): string {
  return `verdict: ${s.decision} — ${s.reasons.join("; ")}`;
}

/** The whole terminal report for a finished run. */
export function renderTerminal(s: Summary, m: Pick<Manifest, "runId" | "provider" | "model" | "variants" | "suite">, runDir: string, counts?: { infra: Record<string, number> }): string {
  const source = m.provider === "sim"
    ? `provider sim (OFFLINE SIMULATOR: measures the harness and the agent's mechanics, not a model's skill), model ${m.model}`
    : `provider ${m.provider}, model ${m.model}`;
  const lines = [
    `run ${m.runId}: suite ${m.suite.name}, ${s.nCases} cases × ${s.trialsPerCase} trials per arm`,
    `baseline:  ${m.variants.baseline.name}`,
    `candidate: ${m.variants.candidate.name}`,
    source,
  ];
  if (counts && (counts.infra.baseline || counts.infra.candidate)) {
    lines.push(`infra errors (excluded): baseline ${counts.infra.baseline ?? 0}, candidate ${counts.infra.candidate ?? 0}`);
  }
  lines.push(metricTable(s), perCaseTable(s));
  if (!s.integrity.ok) lines.push(`integrity check failed: ${s.integrity.reasons.join("; ")}`);
  if (s.needed) lines.push(`to decide: about ${s.needed.cases} cases × ${s.needed.trialsPerCase} trials (${s.needed.note})`);
  lines.push(`results: ${runDir}`, verdictLine(s));
  return lines.join("\n");
}

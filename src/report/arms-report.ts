/**
 * A multi-arm run in every report (issue 22 item 6): an overview of the arms (each
 * candidate's primary estimate against the baseline, its one-sided p before and after Holm
 * over the arms, its verdict), then each arm as a two-arm report of its own. A two-arm run
 * renders exactly as before: these functions hand it to the two-arm renderer untouched.
 */
import type { GateFile } from "../gate/gate-file.ts";
import { armManifest, type Manifest } from "../runner/manifest.ts";
import { armRecords } from "../results/arms.ts";
import type { TrialRecord } from "../results/record.ts";
import type { Summary } from "../stats/core/types.ts";
import { fittedTable } from "./fit-table.ts";
import { formatP } from "./format.ts";
import { metricRows, primaryOf } from "./rows.ts";
import { renderCompactArm, renderTerminal } from "./table.ts";
import { guardrailsLine, plainTable, shortReasons } from "./end-screen.ts";
import { bullet, outputWidth, wrapLabelled, wrapText } from "./wrap.ts";

/** One row of the arms overview, as text cells. */
export interface ArmRow { arm: string; label: string; delta: string; ci: string; p: string; pHolm: string; decision: Summary["decision"] }

/** The header of the overview table; `level` e.g. "95% CI". */
export function armHeader(s: Summary): string[] {
  const level = `${Math.round((1 - (s.options?.alpha ?? 0.05)) * 100)}% CI`;
  return ["arm", "label", `${primaryOf(s)} Δ`, level, "p better (1-sided)", "Holm p", "verdict"];
}

/** The overview rows of a multi-arm summary (empty for a two-arm one). */
export function armRows(s: Summary): ArmRow[] {
  return (s.arms ?? []).map((a) => {
    const primary = metricRows(a.summary).find((r) => r.role === "primary");
    return { arm: String(a.arm), label: a.label, delta: primary?.delta ?? "—", ci: primary?.ci ?? "—", p: formatP(a.holm.p), pHolm: formatP(a.holm.pHolm), decision: a.summary.decision };
  });
}

/** The cells of a row, in armHeader's order. */
export const armCells = (r: ArmRow): string[] => [r.arm, r.label, r.delta, r.ci, r.p, r.pHolm, r.decision];

/** Text under the overview: how the arms were decided. */
export function armsNote(s: Summary): string {
  return `Each candidate against the baseline; ADOPT needs the Holm-adjusted one-sided p of ${primaryOf(s)} over the ${s.arms?.length ?? 0} arms ≤ ${s.options?.alpha ?? 0.05}, and that arm's guardrails non-inferior.`;
}

/** The run's overall verdict and the arm it comes from (stats/decision/multi-arm.ts overallDecision). */
export function overallLine(s: Summary): string {
  const k = s.decisionArm;
  const arm = s.arms?.find((a) => a.arm === k);
  return `overall: ${s.decision}${arm ? ` (arm ${arm.arm}, ${arm.label})` : ""}`;
}

/** Infra errors per arm of a two-arm view's records (retried; never counted as agent failures). */
function infraOf(records: readonly TrialRecord[], withFlaky: boolean): Record<string, number> {
  const infra: Record<string, number> = { baseline: 0, candidate: 0 };
  for (const r of records) if (r.status === "infra_error" || (withFlaky && r.status === "check_flaky")) infra[r.arm] = (infra[r.arm] ?? 0) + 1;
  return infra;
}

/**
 * The terminal report of a run: a two-arm run as renderTerminal renders it; a multi-arm run
 * as the arms overview, then each arm's two-arm report, then one verdict line per arm.
 * `counts`: the two-arm run's infra counts as the caller computed them; a multi-arm run's are
 * counted per arm, check_flaky trials included when `countFlaky` (as `eval ab` counts them).
 */
export function renderTerminalArms(
  s: Summary, m: Manifest, runDir: string, records: readonly TrialRecord[], width = outputWidth(),
  counts?: { infra: Record<string, number> }, gate?: GateFile | null, countFlaky = false,
): string {
  if (!s.arms || s.arms.length < 2) return renderTerminal(s, m, runDir, counts, gate, width);
  if (Number.isFinite(width)) return renderArmsCompact(s, m, runDir, records, width, gate, countFlaky);
  const parts = [
    `run ${m.runId}: suite ${m.suite.name}, ${s.arms.length} candidate arms against the baseline (${m.variants.baseline.name})`,
    // Compact at 100 columns: the interval stays on one line, a long label breaks inside itself.
    fittedTable(armHeader(s), armRows(s).map(armCells), width, { whole: [3], hardWrap: [1] }),
    armsNote(s),
  ];
  for (const a of s.arms) {
    parts.push("", `── arm ${a.arm}: ${a.label} ──`, renderTerminal(a.summary, armManifest(m, a.arm), runDir, { infra: infraOf(armRecords(records, a.arm), countFlaky) }, a.arm === 1 ? gate : null, width));
  }
  parts.push("", ...s.arms.map((a) => `arm ${a.arm} (${a.label}): ${a.summary.decision}`), overallLine(s));
  return parts.join("\n");
}

/**
 * A multi-arm run's compact report (`width` finite): each arm's header, per-case table and
 * metric table in turn, then on the last screen the arms overview (primary Δ, interval, Holm p
 * and verdict per arm), each arm's short reasons and the overall verdict.
 */
function renderArmsCompact(s: Summary, m: Manifest, runDir: string, records: readonly TrialRecord[], width: number, gate: GateFile | null | undefined, countFlaky: boolean): string {
  const arms = s.arms ?? [];
  const parts: string[] = [wrapLabelled(`run ${m.runId}: `, `suite ${m.suite.name}, ${arms.length} candidate arms against the baseline (${m.variants.baseline.name})`, width)];
  for (const a of arms) {
    parts.push("", `── arm ${a.arm}: ${a.label} ──`.slice(0, width), renderCompactArm(a.summary, armManifest(m, a.arm), { infra: infraOf(armRecords(records, a.arm), countFlaky) }, a.arm === 1 ? gate : null, width));
  }
  // The last screen: each arm's verdict with its primary, guardrails and Holm reasons, the
  // figures one line per arm (the labels are on the arm lines), the overall verdict.
  parts.push("");
  for (const a of arms) {
    const { metrics, others } = shortReasons(a.summary);
    const guards = guardrailsLine(a.summary);
    parts.push(wrapLabelled(`arm ${a.arm}: `, `${a.summary.decision} (${a.label})`, width), ...[...metrics.slice(0, 1), ...(guards ? [guards] : []), ...others.slice(0, 1)].map((r) => bullet(r, width)));
  }
  const rows = armRows(s).map((r) => [r.arm, r.delta, r.ci, r.pHolm, r.decision]);
  const head = armHeader(s);
  parts.push("", plainTable([head[0]!, head[2]!, head[3]!, "Holm p", "verdict"], rows, width), overallLine(s), wrapText(armsNote(s), width),
    wrapLabelled("results: ", `${runDir} (report.md: every arm, metric and case in full; --wide: the full tables here)`, width));
  return parts.join("\n");
}

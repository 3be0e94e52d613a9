/**
 * Measurements → table rows, one function per figure of issue 10. Pure, so the arithmetic
 * (projections, ratios, shares) is tested without running anything.
 */
// @ts-nocheck

import type { OverheadParts, OverheadStats } from "./p1-overhead.ts";
import type { StartupResult } from "./p0-startup.ts";
import type { ThroughputConfig, ThroughputRun } from "./p2-throughput.ts";
import type { AnalysisTiming, StartupTiming } from "./p3-analysis.ts";
import type { SequentialResult } from "./p4-sequential.ts";
import type { SequentialSetting } from "./plan.ts";
import { row, TARGETS, type FigureRow } from "./results.ts";
import { wilsonInterval } from "../src/stats/intervals/wilson.ts";
import { spread, type Spread } from "./spread.ts";

/**
 * P0 rows: spawn → first trial (the target), spawn → manifest, the bundle check, the first run,
 * and the code-split CLI what-if. `binMode` says how bin/freecode.mjs ran (its bundle, or tsx and why).
 */
export function p0Rows(r: StartupResult, bundled: StartupResult | null, binMode: string, bundleCheck: Spread | null, cpu: Spread | null = null): FigureRow[] {
  const rows = [
    row("P0", "spawn → first trial starts", "ms", r.firstTrial, TARGETS.startupMs, `node bin/freecode.mjs eval ab, 1 case; ran from: ${binMode}`),
    row("P0", "  of which spawn → manifest written", "ms", r.manifest, undefined, "process start, imports, options, suite load and hashes"),
  ];
  if (cpu) rows.push(row("P0", "  CPU time of start-up (load-independent)", "ms", cpu, TARGETS.startupMs, "user + system of an eval ab run stopped before its first trial (--max-trials 0)"));
  if (bundleCheck) rows.push(row("P0", "  of which bin's bundle freshness check", "ms", bundleCheck, undefined, "sha-256 of every file under src/, in-process"));
  if (r.warmupMs !== null) rows.push(row("P0", "  first run (transpile cache cold or warm)", "ms", spread([r.warmupMs]), undefined, "the discarded warm-up run (may rebuild a bundle or fill tsx's cache)"));
  if (bundled) rows.push(row("P0", "what-if: code-split CLI bundle → first trial", "ms", bundled.firstTrial, TARGETS.startupMs, "another build of the CLI, e.g. esbuild code splitting (what bin/bundle.mjs now builds)"));
  return rows;
}

/** P1 rows: overhead per trial and its share at concurrency 1, the runner's steps, and overhead at other concurrencies. */
export function p1Rows(c1: OverheadStats, parts: readonly OverheadParts[], others: ReadonlyArray<{ label: string; stats: OverheadStats }>): FigureRow[] {
  const rows = [
    row("P1", "overhead per trial (c=1, no latency)", "ms", c1.overheadMs, TARGETS.overheadMs, `wallMs − agentWallMs over ${c1.trials} trials`),
    row("P1", "  as a share of trial wall time", "%", scale(c1.share, 100), TARGETS.overheadShare),
  ];
  if (parts.length) {
    const n = parts.length;
    rows.push(
      row("P1", "  workspace: copy + git init/add/commit", "ms", spread(parts.map((p) => p.workspaceMs)), undefined, `${n} runs of the runner's steps without an agent`),
      row("P1", "  the case's check command", "ms", spread(parts.map((p) => p.checkMs)), undefined, "with the reference solution in place"),
      row("P1", "  diff: git add + git diff", "ms", spread(parts.map((p) => p.diffMs))),
      row("P1", "  workspace removal", "ms", spread(parts.map((p) => p.cleanupMs))),
    );
  }
  for (const o of others) rows.push(row("P1", `overhead per trial (${o.label})`, "ms", o.stats.overheadMs, undefined, `${o.stats.trials} trials`));
  return rows;
}

const scale = (s: ReturnType<typeof spread>, k: number) => ({ ...s, median: s.median * k, min: s.min * k, max: s.max * k, q1: s.q1 * k, q3: s.q3 * k });

/** Trials of a configuration: cases × trials × 2 arms. */
export const plannedTrials = (c: ThroughputConfig) => c.cases * c.trials * 2;

/**
 * Wall time (ms) of a 72-trial run projected from a run of another size: the run's time outside
 * the trial phase (start-up, analysis, reports) plus 72 trials at the run's throughput. The
 * measured wall time when the run had 72 trials.
 * @example projectedWallMs({ cliWallMs: 12000, phase: { phaseMs: 10000, perSecond: 0.8 }, cases: 4, trials: 1 }, 72) // => 92000
 */
export function projectedWallMs(r: Pick<ThroughputRun, "cliWallMs" | "phase" | "cases" | "trials">, trials = 72): number {
  if (plannedTrials({ ...r, concurrency: 1, latency: false }) === trials) return r.cliWallMs;
  return r.cliWallMs - r.phase.phaseMs + (trials / r.phase.perSecond) * 1000;
}

/** "; runner CPU 0.4 s per trial" from the runs' CPU figures, when they have them. */
function cpuNote(rs: readonly ThroughputRun[]): string {
  const per = rs.filter((r) => r.runnerCpuMs !== null && r.runnerCpuMs !== undefined).map((r) => (r.runnerCpuMs as number) / r.phase.trials);
  return per.length ? `; runner CPU ${(spread(per).median / 1000).toFixed(2)} s per trial` : "";
}

const key = (r: ThroughputConfig) => `c=${r.concurrency}, ${r.latency ? "2 s latency" : "no latency"}`;

/** P2 rows: throughput per configuration, the 72-trial wall time at c=4 and the latency speed-up c=8 / c=1. */
export function p2Rows(runs: readonly ThroughputRun[]): FigureRow[] {
  const groups = new Map<string, ThroughputRun[]>();
  for (const r of runs) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  const rows: FigureRow[] = [];
  const perMin = (rs: readonly ThroughputRun[]) => spread(rs.map((r) => r.phase.perSecond * 60));
  for (const [label, rs] of groups) {
    const r0 = rs[0]!;
    const infra = rs.reduce((a, r) => a + r.phase.infraErrors, 0);
    rows.push(row("P2", `throughput, ${label}`, "trials/min", perMin(rs), undefined,
      `${r0.cases} cases × ${r0.trials} trials × 2 arms; wall ${rs.map((r) => (r.cliWallMs / 1000).toFixed(0)).join(", ")} s${cpuNote(rs)}${infra ? `; ${infra} infra errors` : ""}`));
  }
  const c4 = runs.filter((r) => r.concurrency === 4 && !r.latency);
  if (c4.length) {
    const measured = plannedTrials(c4[0]!) === 72;
    rows.push(row("P2", "72 trials, c=4, no latency: wall time", "s", spread(c4.map((r) => projectedWallMs(r) / 1000)), TARGETS.wall72s,
      measured ? "measured: 12 cases × 3 trials × 2 arms" : `projected from ${plannedTrials(c4[0]!)} trials`));
  }
  const l1 = runs.filter((r) => r.concurrency === 1 && r.latency);
  const l8 = runs.filter((r) => r.concurrency === 8 && r.latency);
  if (l1.length && l8.length) {
    const ratio = perMin(l8).median / perMin(l1).median;
    rows.push(row("P2", "2 s latency: throughput c=8 / c=1", "×", spread([ratio]), TARGETS.latencySpeedup, "trial-phase throughput, medians over repeats"));
  }
  return rows;
}

/** P3 rows: time, CPU time and peak memory of `eval analyze` per format, and what start-up alone costs. */
export function p3Rows(timings: readonly AnalysisTiming[], trials: number, startup?: StartupTiming): FigureRow[] {
  const rows = timings.flatMap((t) => {
    const stages = Object.entries(t.stagesMs).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(", ");
    return [
      row("P3", `eval analyze ${t.format}, ${trials.toLocaleString("en")} trials: time`, "s", scale(t.wallMs, 1 / 1000), TARGETS.analyzeS, `in-process: ${stages}`),
      row("P3", "  CPU time (load-independent)", "s", scale(t.cpuMs, 1 / 1000), TARGETS.analyzeS, "user + system of the CLI process"),
      row("P3", `eval analyze ${t.format}: peak memory`, "MB", t.peakMb, TARGETS.analyzeMb, `decision ${t.decision}`),
    ];
  });
  if (startup) {
    rows.push(
      row("P3", "  of which start-up: eval analyze of a 2-case file, time", "s", scale(startup.wallMs, 1 / 1000), undefined, `CPU time ${(startup.cpuMs.median / 1000).toFixed(2)} s, peak memory ${startup.peakMb.median.toFixed(0)} MB`),
    );
  }
  return rows;
}

/**
 * P4 rows for one setting from its batches (the repeats): trials used by the sequential design
 * as a share of the fixed design's under a −25% effect and under none, the false-ADOPT rate of
 * each design under no effect, and the ADOPT rate (power) of each under the effect.
 */
export function p4Rows(setting: SequentialSetting, effect: readonly SequentialResult[], none: readonly SequentialResult[]): FigureRow[] {
  const pct = (xs: number[]) => spread(xs.map((x) => x * 100));
  const reps = (rs: readonly SequentialResult[]) => rs.reduce((a, r) => a + r.spec.reps, 0);
  const t = setting.headline;
  /** Pooled rate over the batches with its 95% Wilson interval, for the note. */
  const pooled = (rs: readonly SequentialResult[], rate: (r: SequentialResult) => number) => {
    const n = reps(rs);
    const k = Math.round(rs.reduce((a, r) => a + rate(r) * r.spec.reps, 0));
    const [lo, hi] = wilsonInterval(k, n);
    return `pooled ${((100 * k) / n).toFixed(1)}% (95% CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%) of ${n} experiments`;
  };
  const stops = effect.map((r) => r.sequential.stoppedAtLook.map((x) => `${(x * 100).toFixed(0)}%`).join("/")).join("; ");
  return [
    row("P4", `${setting.label}: trials used, sequential / fixed, −25% cost`, "%", pct(effect.map((r) => r.trialShare)), t ? TARGETS.trialShare : undefined,
      `${reps(effect)} experiments in ${effect.length} batches; stopped at look 1/2/3: ${stops}`),
    row("P4", "  the same with no effect", "%", pct(none.map((r) => r.trialShare)), t ? TARGETS.trialShareNull : undefined,
      `stopped for futility: ${none.map((r) => `${((r.sequential.futilityRate ?? 0) * 100).toFixed(0)}%`).join("/")} of each batch`),
    row("P4", "  false ADOPT, fixed design (no effect)", "%", pct(none.map((r) => r.fixed.adoptRate)), t ? TARGETS.falseAdopt : undefined, pooled(none, (r) => r.fixed.adoptRate)),
    row("P4", "  false ADOPT, sequential design (no effect)", "%", pct(none.map((r) => r.sequential.adoptRate)), t ? TARGETS.falseAdopt : undefined, pooled(none, (r) => r.sequential.adoptRate)),
    row("P4", "  ADOPT rate (power), fixed, −25% cost", "%", pct(effect.map((r) => r.fixed.adoptRate)), undefined, pooled(effect, (r) => r.fixed.adoptRate)),
    row("P4", "  ADOPT rate (power), sequential, −25% cost", "%", pct(effect.map((r) => r.sequential.adoptRate)), undefined, pooled(effect, (r) => r.sequential.adoptRate)),
    row("P4", "  power lost, fixed − sequential, −25% cost", "points", pct(effect.map((r) => r.fixed.adoptRate - r.sequential.adoptRate)), t ? TARGETS.powerLossPoints : undefined,
      `same experiments; stopped for futility under the effect: ${effect.map((r) => `${((r.sequential.futilityRate ?? 0) * 100).toFixed(0)}%`).join("/")}`),
  ];
}

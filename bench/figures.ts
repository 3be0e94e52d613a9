/**
 * Measurements → table rows, one function per figure of issues 10 and 21. Pure, so the
 * arithmetic (ratios, shares, per-trial CPU) is tested without running anything. Every figure
 * is measured; none is projected from a smaller run.
 */
import type { OverheadParts } from "./p1-overhead.ts";
import type { StartupResult } from "./p0-startup.ts";
import type { ThroughputConfig, ThroughputRun } from "./p2-throughput.ts";
import type { CpuParts, CpuSplit } from "./cpu-split.ts";
import type { AnalysisTiming, MillionCsvTiming, StartupTiming } from "./p3-analysis.ts";
import { pooledFigures, type PooledFigure, type SequentialResult } from "./p4-sequential.ts";
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
  if (bundleCheck) rows.push(row("P0", "  of which bin's bundle freshness check", "ms", bundleCheck, undefined, "stats of every file under src/ against the stored manifest (contents hashed only when one changed), in-process"));
  if (r.warmupMs !== null) rows.push(row("P0", "  first run (transpile cache cold or warm)", "ms", spread([r.warmupMs]), undefined, "the discarded warm-up run (may rebuild a bundle or fill tsx's cache)"));
  if (bundled) rows.push(row("P0", "what-if: code-split CLI bundle → first trial", "ms", bundled.firstTrial, TARGETS.startupMs, "another build of the CLI, e.g. esbuild code splitting (what bin/bundle.mjs now builds)"));
  return rows;
}

const scale = (s: Spread, k: number): Spread => ({ ...s, median: s.median * k, min: s.min * k, max: s.max * k, q1: s.q1 * k, q3: s.q3 * k });

/** Seconds of CPU (user + system) of the whole process tree per trial of a run; null without GNU time. */
export function cpuPerTrialS(r: Pick<ThroughputRun, "treeCpuMs" | "phase">): number | null {
  return r.treeCpuMs === null || r.treeCpuMs === undefined ? null : r.treeCpuMs / r.phase.trials / 1000;
}

/** "CPU 0.42 s per trial (process tree)" over runs, or "" when none has the figure. */
function treeCpuNote(rs: readonly ThroughputRun[]): string {
  const per = rs.map(cpuPerTrialS).filter((x): x is number => x !== null);
  return per.length ? `CPU ${spread(per).median.toFixed(2)} s per trial (process tree)` : "CPU per trial not measured (no /usr/bin/time)";
}

const design = (r: ThroughputConfig) => `${r.cases} cases × ${r.trials} trials × 2 arms`;

/**
 * P1 rows (issue 21): a trial's wall time less the agent's loop (first model request →
 * session.end), split into the agent's start-up (spawn → first request), its exit, and the
 * harness around the agent process (wall − agent process wall); the runner's steps timed on
 * their own; the harness at the other concurrencies. `c1` is the concurrency-1 run without
 * latency, which must carry timings.
 */
export function p1Rows(c1: ThroughputRun, parts: readonly OverheadParts[], others: readonly ThroughputRun[], repoBuild: Spread | null = null): FigureRow[] {
  const t = c1.timings;
  if (!t) throw new RangeError("p1Rows requires a run with trial timings");
  const cpu = treeCpuNote([c1]);
  const rows: FigureRow[] = [];
  if (t.notLoop) rows.push(row("P1", "trial wall − agent loop (c=1, no latency)", "ms", t.notLoop, undefined, `${t.trials} trials of ${design(c1)}; trial wall ${t.wall.median.toFixed(0)} ms, loop ${t.loop?.median.toFixed(0)} ms; ${cpu}`));
  if (t.startup) rows.push(row("P1", "  agent spawn → first model request", "ms", t.startup, TARGETS.agentStartupMs, "record's agentStartMs vs the trace's first model.request t (includes the process-group watcher's start)"));
  if (t.exit) rows.push(row("P1", "  agent session.end → process gone", "ms", t.exit, undefined, "the trace's session.end t vs spawn + agentWallMs"));
  rows.push(
    row("P1", "  harness: trial wall − agent process wall", "ms", t.harness, TARGETS.overheadMs, "workspace, setup, check, diff, metrics, record, clean-up"),
    row("P1", "    as a share of trial wall time", "%", spread([(t.harness.median / t.wall.median) * 100]), undefined, "median harness / median trial wall"),
  );
  if (repoBuild) rows.push(row("P1", "    case repository: copy + git init/add/commit, once per case and run", "ms", repoBuild, undefined, "not per trial: runner/case-repos.ts"));
  if (parts.length) {
    const n = parts.length;
    rows.push(
      row("P1", "    workspace: copy of the case repository", "ms", spread(parts.map((p) => p.workspaceMs)), undefined, `${n} runs of the runner's steps without an agent; no git process`),
      row("P1", "    the case's check command", "ms", spread(parts.map((p) => p.checkMs)), undefined, "with the reference solution in place"),
      row("P1", "    diff: git add -A + git diff", "ms", spread(parts.map((p) => p.diffMs)), undefined, "the trial's only two git processes"),
      row("P1", "    workspace removal", "ms", spread(parts.map((p) => p.cleanupMs))),
    );
  }
  for (const o of others) {
    if (!o.timings) continue;
    rows.push(row("P1", `harness per trial (${key(o)})`, "ms", o.timings.harness, undefined,
      `${o.timings.trials} trials; agent start-up ${o.timings.startup?.median.toFixed(0) ?? "?"} ms; ${treeCpuNote([o])}`));
  }
  return rows;
}

/** Trials of a configuration: cases × trials × 2 arms. */
export const plannedTrials = (c: ThroughputConfig) => c.cases * c.trials * 2;

const key = (r: ThroughputConfig) => `c=${r.concurrency}, ${r.latency ? "2 s latency" : "no latency"}`;
const sameDesign = (a: ThroughputConfig, b: ThroughputConfig) => a.cases === b.cases && a.trials === b.trials;

/**
 * P2 rows: throughput per configuration (with wall time and CPU per trial); the CPU per trial
 * of the coding suite, 1 trial, c=2; the 72-trial wall time at c=4, only when a 72-trial run was
 * made (never projected); the latency speed-up c=8 / c=1, only between runs of the same design.
 */
export function p2Rows(all: readonly ThroughputRun[]): FigureRow[] {
  // A run with the CPU hook in every process only gives the split (cpuSplitRows).
  const runs = all.filter((r) => !r.cpuSplit);
  const groups = new Map<string, ThroughputRun[]>();
  for (const r of runs) groups.set(`${key(r)}, ${design(r)}`, [...(groups.get(`${key(r)}, ${design(r)}`) ?? []), r]);
  const rows: FigureRow[] = [];
  const perMin = (rs: readonly ThroughputRun[]) => spread(rs.map((r) => r.phase.perSecond * 60));
  for (const rs of groups.values()) {
    const r0 = rs[0]!;
    const infra = rs.reduce((a, r) => a + r.phase.infraErrors, 0);
    rows.push(row("P2", `throughput, ${key(r0)}`, "trials/min", perMin(rs), undefined,
      `${design(r0)}; wall ${rs.map((r) => (r.cliWallMs / 1000).toFixed(0)).join(", ")} s; ${treeCpuNote(rs)}${infra ? `; ${infra} infra errors` : ""}`));
  }
  const coding = runs.filter((r) => r.concurrency === 2 && !r.latency && r.cases === 12 && r.trials === 1);
  const cpu = coding.map(cpuPerTrialS).filter((x): x is number => x !== null);
  if (cpu.length) {
    rows.push(row("P2", "CPU per trial, process tree: coding, 1 trial, c=2", "s", spread(cpu), TARGETS.cpuPerTrialS,
      `user + system of eval ab and every descendant (GNU time) / trials; wall ${coding.map((r) => (r.cliWallMs / 1000).toFixed(0)).join(", ")} s`));
  }
  rows.push(...cpuSplitRows(all.filter((r) => r.cpuSplit)));
  const c4 = runs.filter((r) => r.concurrency === 4 && !r.latency && plannedTrials(r) === 72);
  if (c4.length) {
    rows.push(row("P2", "72 trials, c=4, no latency: wall time", "s", spread(c4.map((r) => r.cliWallMs / 1000)), TARGETS.wall72s,
      `measured: the whole eval ab process, ${design(c4[0]!)}; ${treeCpuNote(c4)}`));
  }
  const l8 = runs.filter((r) => r.concurrency === 8 && r.latency);
  const l1 = runs.filter((r) => r.concurrency === 1 && r.latency && l8.some((x) => sameDesign(x, r)));
  const l8same = l8.filter((r) => l1.some((x) => sameDesign(x, r)));
  if (l1.length && l8same.length) {
    const ratio = perMin(l8same).median / perMin(l1).median;
    rows.push(row("P2", "2 s latency: throughput c=8 / c=1, same design", "×", spread([ratio]), TARGETS.latencySpeedup,
      `${design(l1[0]!)} at both; trial-phase throughput, medians over repeats`));
  }
  return rows;
}

/**
 * Rows under "CPU per trial" (issue 21): the CPU of the case's own commands (its check and the
 * tool commands of the agent's trajectory) apart from what the product controls (CLI with the
 * simulator, agents, watchers, the harness's git), from runs made with the CPU hook
 * (cpu-split.ts). Values are ms per trial (part's total / trials), medians over runs; the
 * note gives the median trial's ms where the part is per trial.
 */
export function cpuSplitRows(runs: readonly ThroughputRun[]): FigureRow[] {
  const splits = runs.map((r) => r.split).filter((s): s is CpuSplit => !!s);
  if (!splits.length) return [];
  const perTrial = (f: (p: CpuParts) => number) => spread(splits.map((s) => f(s.totalMs) / s.trials));
  // The CPU-per-trial target in this table's unit, ms: the same limit.
  const target = { ...TARGETS.cpuPerTrialS, limit: TARGETS.cpuPerTrialS.limit * 1000 };
  const med = (k: keyof CpuParts) => `median trial ${spread(splits.map((s) => s.medianMs[k])).median.toFixed(0)} ms`;
  const caseWork = (p: CpuParts) => p.toolCommands + p.checkCommands;
  const design0 = `${design(runs[0]!)}, c=${runs[0]!.concurrency}`;
  const tree = perTrial((p) => Object.values(p).reduce((a, b) => a + b, 0));
  return [
    row("P2", "  split (hooked run): the case's own commands, check + tool commands", "ms", perTrial(caseWork), undefined,
      `${design0}, every Node process hooked (bench/cpu-hook.mjs: a few ms each); parts sum to ${(tree.median / 1000).toFixed(2)} s per trial, GNU time ${splits.length === runs.length ? runs.map((r) => (cpuPerTrialS(r) ?? NaN).toFixed(2)).join(", ") : "?"} s`),
    row("P2", "    of which the check command", "ms", perTrial((p) => p.checkCommands), undefined, med("checkCommands")),
    row("P2", "    of which the agent's tool commands (the trajectory's bash calls)", "ms", perTrial((p) => p.toolCommands), undefined, med("toolCommands")),
    row("P2", "  split: harness + agent (what the product controls)", "ms", perTrial((p) => p.cli + p.agentStartup + p.agentLoop + p.watchers + p.otherChildren), target,
      "the target judged on what freecode itself spends: everything but the case's commands"),
    row("P2", "    CLI process: runner, simulator, tokenizer, metrics, records", "ms", perTrial((p) => p.cli), undefined, "its own CPU, children excluded"),
    row("P2", "    agent start-up: exec → first model request", "ms", perTrial((p) => p.agentStartup), undefined, med("agentStartup")),
    row("P2", "    agent loop: first request → exit, tools' in-process work", "ms", perTrial((p) => p.agentLoop), undefined, med("agentLoop")),
    row("P2", "    process-group watchers (a Node per agent and per check)", "ms", perTrial((p) => p.watchers), undefined, med("watchers")),
    row("P2", "    the CLI's other children: git, file-assertion parsers", "ms", perTrial((p) => p.otherChildren), undefined, "the CLI's waited-for children less the watchers' trees as their hooks saw them (so also each watcher's exit after its hook)"),
  ];
}

/** P3 rows: time, CPU time and peak memory of `eval analyze` per format, and what start-up alone costs. */
export function p3Rows(timings: readonly AnalysisTiming[], trials: number, startup?: StartupTiming, million?: MillionCsvTiming): FigureRow[] {
  const rows = timings.flatMap((t) => {
    const stages = Object.entries(t.stagesMs).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(", ");
    return [
      row("P3", `eval analyze ${t.format}, ${trials.toLocaleString("en")} trials: time`, "s", scale(t.wallMs, 1 / 1000), TARGETS.analyzeS, `in-process: ${stages}`),
      row("P3", "  CPU time (load-independent)", "s", scale(t.cpuMs, 1 / 1000), TARGETS.analyzeS, "user + system of the CLI process"),
      row("P3", `eval analyze ${t.format}: peak memory`, "MB", t.peakMb, TARGETS.analyzeMb, `decision ${t.decision}`),
    ];
  });
  if (million) {
    rows.push(row("P3", `eval analyze CSV, ${(million.rows / 1e6).toFixed(0)}M rows: peak memory`, "MB", spread([million.peakMb]), TARGETS.analyzeMb,
      `GNU time's maximum resident set; wall ${(million.wallMs / 1000).toFixed(1)} s, CPU ${(million.cpuMs / 1000).toFixed(1)} s; decision ${million.decision}`));
  }
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
  const e = pooledFigures(effect);
  const z = pooledFigures(none);
  /** "pooled 57.6% ± 2.0 (2·SE, Monte Carlo)" */
  const mc = (f: PooledFigure, unit = "%") => `pooled ${(100 * f.value).toFixed(1)}${unit} ± ${(200 * f.se).toFixed(1)} (2·SE, Monte Carlo)`;
  return [
    row("P4", `${setting.label}: trials used, sequential / fixed, −25% cost`, "%", pct(effect.map((r) => r.trialShare)), t ? TARGETS.trialShare : undefined,
      `${mc(e.trialShare)}; ${reps(effect)} experiments in ${effect.length} batches; stopped at look ${effect[0]?.sequential.stoppedAtLook.map((_, k) => k + 1).join("/")}: ${stops}`),
    row("P4", "  the same with no effect", "%", pct(none.map((r) => r.trialShare)), t ? TARGETS.trialShareNull : undefined,
      `${mc(z.trialShare)}; stopped for futility: ${none.map((r) => `${((r.sequential.futilityRate ?? 0) * 100).toFixed(0)}%`).join("/")} of each batch`),
    row("P4", "  false ADOPT, fixed design (no effect)", "%", pct(none.map((r) => r.fixed.adoptRate)), t ? TARGETS.falseAdopt : undefined, pooled(none, (r) => r.fixed.adoptRate)),
    row("P4", "  false ADOPT, sequential design (no effect)", "%", pct(none.map((r) => r.sequential.adoptRate)), t ? TARGETS.falseAdopt : undefined, pooled(none, (r) => r.sequential.adoptRate)),
    row("P4", "  ADOPT rate (power), fixed, −25% cost", "%", pct(effect.map((r) => r.fixed.adoptRate)), undefined, pooled(effect, (r) => r.fixed.adoptRate)),
    row("P4", "  ADOPT rate (power), sequential, −25% cost", "%", pct(effect.map((r) => r.sequential.adoptRate)), undefined, pooled(effect, (r) => r.sequential.adoptRate)),
    row("P4", "  power lost, fixed − sequential, −25% cost", "points", pct(effect.map((r) => r.fixed.adoptRate - r.sequential.adoptRate)), t ? TARGETS.powerLossPoints : undefined,
      `${mc(e.powerLoss, " points")}, paired on the same experiments; stopped for futility under the effect: ${effect.map((r) => `${((r.sequential.futilityRate ?? 0) * 100).toFixed(0)}%`).join("/")}`),
  ];
}

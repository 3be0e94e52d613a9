/**
 * Flaky cases from the history of runs: per-case flip rates, and proposals to quarantine
 * (with an expiry) or release. It only proposes; `eval flaky --apply` writes the file.
 *
 * Definitions (EVAL.md "Flaky cases and quarantine"):
 * - A case's trials are grouped by configuration — variant, case content hash, provider and
 *   model — since a change of any of them is a real change, not noise. The agent's own commit
 *   is not part of the key: nightly history would otherwise never grow past one run.
 * - Within a configuration, trials (latest attempt of each, infra errors left out) are put in
 *   start order; a flip is a pair of consecutive trials whose pass outcomes differ.
 * - Flip rate = flips / consecutive pairs, summed over the case's configurations. A case that
 *   always fails or always passes has rate 0: a steady failure is a finding, not a flake.
 * - Propose quarantine when a case not quarantined has at least `minTrials` trials and a
 *   flip rate of at least `threshold`; until = today + `days`.
 * - Propose release when a quarantined case's last `minTrials` trials (across configurations,
 *   in start order) all have the same outcome.
 */
import type { TrialRecord } from "../results/record.ts";
import { latestAttempts } from "../results/failures.ts";
import type { HistoricRun } from "./history.ts";
import { addDays, partitionQuarantine, type QuarantineEntry } from "./quarantine.ts";
import { plural } from "../text/plural.ts";

export interface FlakyOptions {
  /** Fewest counted trials before a case is judged (default 6). */
  minTrials: number;
  /** Flip rate from which a case is proposed for quarantine (default 0.2). */
  threshold: number;
  /** Days a new quarantine lasts (default 14). */
  days: number;
  /** Today, YYYY-MM-DD. */
  day: string;
}

export const FLAKY_DEFAULTS = { minTrials: 6, threshold: 0.2, days: 14 } as const;

export interface CaseFlakiness {
  caseId: string;
  trials: number;
  passes: number;
  flips: number;
  transitions: number;
  /** flips / transitions, null without a pair of consecutive trials. */
  flipRate: number | null;
  configurations: number;
  /** Outcomes of the last `minTrials` trials, oldest first. */
  recent: boolean[];
  quarantined: boolean;
}

export interface FlakyReport {
  runs: number;
  /** Fewer than 5 runs: proposals are advisory. */
  thin: boolean;
  cases: CaseFlakiness[];
  quarantine: QuarantineEntry[];
  release: Array<{ caseId: string; reason: string }>;
  expired: QuarantineEntry[];
}

interface Timed { pass: boolean; at: string; config: string }

function outcomes(runs: readonly HistoricRun[]): Map<string, Timed[]> {
  const byCase = new Map<string, Timed[]>();
  for (const run of runs) {
    const m = run.manifest;
    for (const r of latestAttempts(run.records) as TrialRecord[]) {
      if (r.status === "infra_error") continue;
      const config = [r.variant, m.suite.cases[r.caseId] ?? "", m.provider, m.model].join("\0");
      const list = byCase.get(r.caseId) ?? [];
      list.push({ pass: r.pass, at: r.startedAt, config });
      byCase.set(r.caseId, list);
    }
  }
  for (const list of byCase.values()) list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return byCase;
}

/**
 * Flip rates and proposals from the history and the current quarantine.
 * @example flakyReport(runs, [], { ...FLAKY_DEFAULTS, day: "2026-11-30" }).quarantine[0]?.case // => "build-log-error"
 */
export function flakyReport(runs: readonly HistoricRun[], entries: readonly QuarantineEntry[], o: FlakyOptions): FlakyReport {
  const { active, expired } = partitionQuarantine(entries, null, o.day);
  const activeIds = new Set(active.map((e) => e.case));
  const cases: CaseFlakiness[] = [];
  for (const [caseId, list] of [...outcomes(runs)].sort(([a], [b]) => a.localeCompare(b))) {
    const configs = new Map<string, boolean[]>();
    for (const t of list) configs.set(t.config, [...(configs.get(t.config) ?? []), t.pass]);
    let flips = 0;
    let transitions = 0;
    for (const seq of configs.values()) {
      for (let i = 1; i < seq.length; i++) if (seq[i] !== seq[i - 1]) flips++;
      transitions += Math.max(0, seq.length - 1);
    }
    cases.push({
      caseId, trials: list.length, passes: list.filter((t) => t.pass).length, flips, transitions,
      flipRate: transitions ? flips / transitions : null, configurations: configs.size,
      recent: list.slice(-o.minTrials).map((t) => t.pass), quarantined: activeIds.has(caseId),
    });
  }
  const quarantine: QuarantineEntry[] = cases
    .filter((c) => !c.quarantined && c.trials >= o.minTrials && c.flipRate !== null && c.flipRate >= o.threshold)
    .map((c) => ({
      case: c.caseId, until: addDays(o.day, o.days), added: o.day,
      reason: `flip rate ${c.flipRate!.toFixed(2)} (${c.flips} of ${c.transitions} consecutive trials differ), passed ${c.passes}/${c.trials}`,
    }));
  const release = cases
    .filter((c) => c.quarantined && c.recent.length >= o.minTrials && c.recent.every((p) => p === c.recent[0]))
    .map((c) => ({ caseId: c.caseId, reason: `the last ${plural(c.recent.length, "trial")} all ${c.recent[0] ? "passed" : "failed"}` }));
  return { runs: runs.length, thin: runs.length < 5, cases, quarantine, release, expired };
}

/**
 * The quarantine after applying a report: expired entries and entries of released cases
 * dropped, proposed quarantines added.
 */
export function applyProposals(entries: readonly QuarantineEntry[], r: FlakyReport): QuarantineEntry[] {
  const released = new Set(r.release.map((x) => x.caseId));
  return [...entries.filter((e) => !r.expired.includes(e) && !released.has(e.case)), ...r.quarantine];
}

/**
 * What `freecode eval view` serves: the runs found under the folders given, one run's summary
 * and cases, a pair's two transcripts, and a search over the traces.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { loadPricing, type PricingTable } from "../../providers/pricing.ts";
import type { TrialRecord } from "../../results/record.ts";
import { forestPlot } from "../forest-plot.ts";
import { metricRows, P_FOOTNOTE } from "../rows.ts";
import { loadRun, type RunView } from "../run-view.ts";
import { candidateVariants, readManifest, type Manifest } from "../../runner/manifest.ts";
import { firstCallDivergence, firstDivergence, transcript, type Transcript } from "./transcript.ts";

/** A run folder is one with a manifest.json; a folder without one is searched one level down (a results folder). */
export function findRuns(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths.map((x) => resolve(x))) {
    if (!existsSync(p) || !statSync(p).isDirectory()) continue;
    if (existsSync(join(p, "manifest.json"))) { out.push(p); continue; }
    for (const d of readdirSync(p).sort().reverse()) if (existsSync(join(p, d, "manifest.json"))) out.push(join(p, d));
  }
  return [...new Set(out)];
}

export interface RunListItem { id: string; suite: string; createdAt: string; decision: string; cases: number; trials: number; baseline: string; candidate: string }

/** What a run listed as planned shows: it has a manifest and no trial recorded yet (`eval ab --max-trials 0`, or a run whose first trial is still going). */
export const PLANNED = "planned (no trials yet)";

/** The manifest of a run folder with no trial record yet, or null when it has some (a line in trials.jsonl). */
function plannedManifest(dir: string): Manifest | null {
  const trials = join(dir, "trials.jsonl");
  if (existsSync(trials) && readFileSync(trials, "utf8").trim() !== "") return null;
  return readManifest(dir);
}

/** trials.jsonl's size in bytes, −1 when absent. */
function trialsSize(dir: string): number {
  try {
    return statSync(join(dir, "trials.jsonl")).size;
  } catch {
    return -1;
  }
}

/** The latest attempt of each (case, trial, arm). */
function latest(records: readonly TrialRecord[]): TrialRecord[] {
  const m = new Map<string, TrialRecord>();
  for (const r of records) {
    const k = `${r.caseId}\u0000${r.trial}\u0000${r.arm}`;
    const prev = m.get(k);
    if (!prev || r.attempt >= prev.attempt) m.set(k, r);
  }
  return [...m.values()];
}

/** Serves the views of a set of run folders; runs are read when asked for and kept. */
export class ViewerData {
  private readonly runs: Map<string, string>;
  private readonly views = new Map<string, RunView>();
  /** trials.jsonl's size when each view was read. */
  private readonly sizes = new Map<string, number>();
  private readonly pricing: PricingTable = loadPricing();

  constructor(runDirs: readonly string[]) {
    this.runs = new Map(runDirs.map((d) => [basename(d), d]));
  }

  /**
   * A run's view by id. A multi-arm run is shown as one two-arm run per candidate, with the id
   * `<run>@arm<k>` (the baseline's trials and arm k's), so every page shows pairs of two.
   */
  private view(id: string): RunView {
    const at = /^(.*)@arm(\d+)$/.exec(id);
    const runId = at ? at[1]! : id;
    const dir = this.runs.get(runId);
    if (!dir) throw new ViewerNotFound(`no run ${id}`);
    if (!this.views.has(runId) && plannedManifest(dir)) throw new ViewerNotFound(`run ${runId} is ${PLANNED}`);
    let v = this.views.get(runId);
    // A run still being written is read again when its trials.jsonl has grown, so its pages
    // follow it (the page itself polls while `inProgress` is set).
    const size = trialsSize(dir);
    if (!v || (v.writer && this.sizes.get(runId) !== size)) {
      this.views.set(runId, (v = loadRun(dir)));
      this.sizes.set(runId, size);
    }
    if (!at) return v;
    const arm = v.arms?.[Number(at[2]) - 1];
    if (!arm) throw new ViewerNotFound(`no run ${id}: ${runId} has ${v.arms ? `arms 1 to ${v.arms.length}` : "one candidate"}`);
    return arm;
  }

  /** The ids the viewer shows for a run: the run's own, or `<run>@arm<k>` per arm of a multi-arm run. */
  private shownIds(id: string): string[] {
    const arms = this.view(id).arms;
    return arms ? arms.map((_, i) => `${id}@arm${i + 1}`) : [id];
  }

  /** Every run, newest first, with its verdict; a run that cannot be read is listed with the reason. */
  list(): RunListItem[] {
    return [...this.runs.keys()].flatMap((run) => {
      try {
        const plan = plannedManifest(this.runs.get(run)!);
        if (plan) {
          const arms = candidateVariants(plan);
          return [{
            id: run, suite: plan.suite.name, createdAt: plan.createdAt, decision: PLANNED, cases: Object.keys(plan.suite.cases).length, trials: plan.trials,
            baseline: plan.variants.baseline.name, candidate: arms.length > 1 ? arms.map((a, i) => `arm ${i + 1}: ${a.name}`).join("; ") : plan.variants.candidate.name,
          }];
        }
        return this.shownIds(run).map((id, i, all) => {
          const v = this.view(id);
          const top = this.view(run);
          const progress = top.inProgress ? ` (in progress: ${top.inProgress.recorded}${top.inProgress.planned !== null ? ` of ${top.inProgress.planned}` : ""} trials)` : "";
          return {
            id, suite: v.manifest.suite.name, createdAt: v.manifest.createdAt, decision: `${v.summary.decision}${progress}`, cases: v.summary.nCases,
            trials: v.summary.trialsPerCase, baseline: v.manifest.variants.baseline.name, candidate: all.length > 1 ? `arm ${i + 1} of ${all.length}: ${v.manifest.variants.candidate.name}` : v.manifest.variants.candidate.name,
          };
        });
      } catch (err) {
        return [{ id: run, suite: "?", createdAt: "", decision: `unreadable: ${(err as Error).message}`, cases: 0, trials: 0, baseline: "", candidate: "" }];
      }
    }).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** One run: its summary, forest plot (inline SVG), the report's metric rows (report/rows.ts) and per-case rows with each pair's trials. */
  run(id: string): Record<string, unknown> {
    const dir = this.runs.get(id);
    const plan = dir && !this.views.has(id) ? plannedManifest(dir) : null;
    if (dir && plan) return planned(id, dir, plan);
    const v = this.view(id);
    const recs = latest(v.records);
    const pairs = new Map<string, Array<{ trial: number; baseline: string | null; candidate: string | null }>>();
    for (const r of recs) {
      const list = pairs.get(r.caseId) ?? pairs.set(r.caseId, []).get(r.caseId)!;
      let p = list.find((x) => x.trial === r.trial);
      if (!p) list.push((p = { trial: r.trial, baseline: null, candidate: null }));
      p[r.arm] = r.status;
    }
    for (const l of pairs.values()) l.sort((a, b) => a.trial - b.trial);
    return {
      id, manifest: { suite: v.manifest.suite.name, createdAt: v.manifest.createdAt, provider: v.manifest.provider, model: v.manifest.model, seed: v.manifest.seed, trials: v.manifest.trials, variants: v.manifest.variants },
      // The terminal's and markdown's own rows (formatted values, Holm-adjusted secondary p, status),
      // so the viewer never shows a figure the report states differently.
      summary: v.summary, forest: forestPlot(v.summary), metricRows: metricRows(v.summary), pNote: P_FOOTNOTE,
      inProgress: this.view(id.replace(/@arm\d+$/, "")).inProgress ?? null,
      cases: (v.summary.perCase ?? []).map((c) => ({ ...c, pairs: pairs.get(c.caseId) ?? [] })),
    };
  }

  /** A pair's two transcripts (latest attempts), the first turn where they diverge (calls or results) and the first where their tool calls differ. */
  pair(id: string, caseId: string, trial: number): { baseline: (Transcript & { record: Partial<TrialRecord> }) | null; candidate: (Transcript & { record: Partial<TrialRecord> }) | null; divergence: number | null; callDivergence: number | null } {
    const v = this.view(id);
    const recs = latest(v.records).filter((r) => r.caseId === caseId && r.trial === trial);
    if (recs.length === 0) throw new ViewerNotFound(`run ${id} has no trial ${trial} of case ${caseId}`);
    const side = (arm: "baseline" | "candidate") => {
      const r = recs.find((x) => x.arm === arm);
      if (!r) return null;
      const file = join(v.runDir, r.trace);
      const record = { status: r.status, pass: r.pass, outcome: r.outcome, metrics: r.metrics, checks: r.checks, infraReason: r.infraReason };
      if (!existsSync(file)) return { file: r.trace, agent: "?", model: "?", flags: {}, turns: [], outcome: null, finalText: "", error: "no trace file", record };
      return { ...transcript(readFileSync(file, "utf8"), r.trace, this.pricing), record };
    };
    const baseline = side("baseline");
    const candidate = side("candidate");
    const both = baseline && candidate;
    return { baseline, candidate, divergence: both ? firstDivergence(baseline, candidate) : null, callDivergence: both ? firstCallDivergence(baseline, candidate) : null };
  }

  /**
   * Trials whose trace mentions `q` (case-insensitive) in a tool name, a tool input, a guard's
   * detail, the final text or an error; at most `limit` hits, each with the matching text.
   */
  search(q: string, limit = 100): Array<{ run: string; caseId: string; trial: number; arm: string; turn: number | null; text: string }> {
    const needle = q.toLowerCase();
    const hits: Array<{ run: string; caseId: string; trial: number; arm: string; turn: number | null; text: string }> = [];
    if (needle === "") return hits;
    for (const id of [...this.runs.keys()].flatMap((run) => { try { return this.shownIds(run); } catch { return []; } })) {
      let v: RunView;
      try { v = this.view(id); } catch { continue; }
      // A multi-arm run's baseline is in every arm's view: searched once, in arm 1's.
      const repeat = /@arm(\d+)$/.exec(id) && !id.endsWith("@arm1");
      for (const r of latest(v.records).filter((x) => !(repeat && x.arm === "baseline"))) {
        const file = join(v.runDir, r.trace);
        if (!existsSync(file)) continue;
        let t: Transcript;
        try { t = transcript(readFileSync(file, "utf8"), r.trace, this.pricing); } catch { continue; }
        const texts: Array<[number | null, string]> = [
          ...t.turns.flatMap((u) => [...u.tools.map((c): [number, string] => [u.turn, `${c.name} ${c.input}`]), ...u.guards.map((g): [number, string] => [u.turn, `guard ${g.guard}: ${g.detail}`])]),
          [null, t.finalText], [null, t.error ?? ""],
        ];
        for (const [turn, text] of texts) {
          if (!text.toLowerCase().includes(needle)) continue;
          hits.push({ run: id, caseId: r.caseId, trial: r.trial, arm: r.arm, turn, text: text.length > 300 ? `${text.slice(0, 300)}…` : text });
          if (hits.length >= limit) return hits;
        }
      }
    }
    return hits;
  }
}

/**
 * A planned run's page: its manifest, the cases and arms it will run, and the command that runs
 * it; `planned: true` and no summary, metric rows or case rows (page.ts shows the plan instead).
 */
function planned(id: string, dir: string, m: Manifest): Record<string, unknown> {
  const arms = candidateVariants(m);
  const cases = Object.keys(m.suite.cases);
  return {
    id, planned: true, decision: PLANNED,
    manifest: { suite: m.suite.name, createdAt: m.createdAt, provider: m.provider, model: m.model, seed: m.seed, trials: m.trials, variants: m.variants },
    plan: {
      cases, trials: m.trials, arms: arms.map((a) => a.name), trialsPlanned: m.outcome?.notStarted ?? cases.length * m.trials * (arms.length + 1),
      subset: m.suite.subset ?? null, shard: m.shard, stoppedBy: m.outcome?.stoppedBy ?? null, resume: `freecode eval ab --resume ${dir}`,
    },
    summary: null, forest: null, metricRows: [], pNote: P_FOOTNOTE, cases: [],
  };
}

/** A run, pair or page that is not there (HTTP 404). */
export class ViewerNotFound extends Error {}

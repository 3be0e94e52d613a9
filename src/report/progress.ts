/**
 * Progress while a run goes: a bar on a terminal (cli-progress), plain periodic lines
 * elsewhere (CI logs). Written to stderr so `--json` output on stdout stays clean.
 */
import cliProgress from "cli-progress";
import { armIds, armIdOf } from "../results/arms.ts";
import type { TrialRecord } from "../results/record.ts";
import type { RateState } from "../runner/scheduler.ts";
import { plural } from "../text/plural.ts";

/** The rate-limit controller in words: "concurrency 2/4 (halved 1×, grown back 1×)". */
export function rateText(r: RateState): string {
  const moves = r.halvings || r.recoveries ? ` (halved ${r.halvings}×, grown back ${r.recoveries}×)` : "";
  return `concurrency ${r.limit}/${r.max}${moves}`;
}

/**
 * A duration in whole seconds as "45s", "3m05s" or "1h02m": rounded once, before it is split,
 * so a minute never shows 60 seconds (cli-progress' own ETA printed "3m60s").
 * @example formatDuration(239.6) // => "4m00s"
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "?";
  const total = Math.round(seconds);
  if (total < 60) return `${total}s`;
  if (total < 3600) return `${Math.floor(total / 60)}m${String(total % 60).padStart(2, "0")}s`;
  const minutes = Math.round(total / 60);
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, "0")}m`;
}

/**
 * The rate-limit controller in a few columns for the progress line, once it has acted: "jobs
 * 2/4 (−1/+1)" is 2 trials at once of `-j 4`, halved once and grown back once; "" before.
 */
function rateShort(r: RateState): string {
  return r.limit === r.max && !r.halvings && !r.recoveries ? "" : `jobs ${r.limit}/${r.max} (−${r.halvings}/+${r.recoveries})`;
}

/**
 * Seconds left: the wall time per trial finished in this session × the trials left; null
 * before the first (a resume's earlier trials took no time here and do not count). While the
 * first `concurrency` trials are still running, time per finished trial overstates the pace
 * by up to `concurrency`× (the others ran alongside), so until then the estimate is the
 * finished trials' mean wall time (`meanTrialMs`) × trials left ÷ concurrency.
 */
export function etaSeconds(elapsedMs: number, doneHere: number, left: number, pace: { concurrency?: number; meanTrialMs?: number } = {}): number | null {
  if (doneHere <= 0) return null;
  const c = Math.max(1, pace.concurrency ?? 1);
  if (doneHere < c && pace.meanTrialMs !== undefined && pace.meanTrialMs > 0) return (pace.meanTrialMs / 1000) * left / Math.min(c, Math.max(1, left));
  return (elapsedMs / 1000 / doneHere) * left;
}

/**
 * Passes per arm: "baseline 3, candidate 2" for two arms; for several, the baseline and each
 * candidate by its number, "B 3 C1 2 C2 4", so the line stays inside 100 columns.
 */
export function passesText(passes: ReadonlyMap<string, number>, candidates: number, compact = false): string {
  if (candidates <= 1) {
    const b = passes.get("baseline") ?? 0;
    const c = passes.get("candidate") ?? 0;
    return compact ? `B ${b} C ${c}` : `baseline ${b}, candidate ${c}`;
  }
  return armIds(candidates).map((id, k) => `${k === 0 ? "B" : `C${k}`} ${passes.get(id) ?? 0}`).join(" ");
}

export interface Progress {
  /**
   * The run knows its size: `total` trials, `done` of them already recorded (resume); `prior`
   * are the records already in the run folder, whose passes and spend the counts start from.
   */
  start(total: number, done: number, prior?: readonly TrialRecord[]): void;
  /** `rate`: the rate-limit controller after this trial, shown when given. */
  trial(record: TrialRecord, done: number, total: number, rate?: RateState): void;
  /** A line between trials, e.g. a sequential look's verdict; the bar is redrawn below it. */
  note(line: string): void;
  /** Ends the display; the plain form prints a last line when the run ended between prints. */
  stop(): void;
}

/**
 * A progress reporter; `quiet` prints nothing. `candidates`: the run's candidate arms (passes
 * are counted per arm; default 1, or as many as the records show); `concurrency`: trials at
 * once, for the ETA before the first of them end.
 */
export function createProgress(opts: { quiet?: boolean; stream?: NodeJS.WriteStream; candidates?: number; concurrency?: number } = {}): Progress {
  const stream = opts.stream ?? process.stderr;
  const passes = new Map<string, number>();
  let candidates = opts.candidates ?? 1;
  let spend = 0;
  let wallMs = 0;
  let timed = 0;
  // Every attempt's spend counts (as the --max-cost budget counts it); a trial passes once.
  const count = (r: TrialRecord) => {
    candidates = Math.max(candidates, r.arm === "candidate" ? (r.armIndex ?? 1) : 1);
    if (r.pass) passes.set(armIdOf(r), (passes.get(armIdOf(r)) ?? 0) + 1);
    spend += r.metrics.costUsd ?? 0;
  };
  const timing = (r: TrialRecord) => {
    wallMs += r.wallMs;
    timed++;
  };
  const eta = (done: number, first: number, total: number, rate?: RateState) =>
    etaSeconds(Date.now() - started, done - first, total - done, { concurrency: rate?.limit ?? opts.concurrency, ...(timed ? { meanTrialMs: wallMs / timed } : {}) });
  const started = Date.now();
  if (opts.quiet) return { start: () => {}, trial: () => {}, note: () => {}, stop: () => {} };
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      { stream, format: "{bar} {value}/{total} trials | passes {passes} | ${spend}{rate} | ETA {etaText}", barsize: 24, hideCursor: true, clearOnComplete: true },
      cliProgress.Presets.shades_classic,
    );
    let current = 0;
    let first = 0;
    return {
      start(total, done, prior = []) {
        prior.forEach(count);
        current = done;
        first = done;
        bar.start(total, done, { passes: passesText(passes, candidates, true), spend: spend.toFixed(4), rate: "", etaText: "?" });
      },
      trial(r, done, total, rate) {
        count(r);
        timing(r);
        current = done;
        const left = eta(done, first, total, rate);
        bar.update(done, { passes: passesText(passes, candidates, true), spend: spend.toFixed(4), rate: rate && rateShort(rate) ? ` | ${rateShort(rate)}` : "", etaText: left === null ? "?" : formatDuration(left) });
      },
      note(line) {
        // Clear the bar's line, print, and let the bar draw itself again underneath.
        stream.write(`\r\x1b[K${line}\n`);
        bar.update(current);
      },
      stop: () => bar.stop(),
    };
  }
  let lastPrint = 0;
  let first = 0;
  let last: { done: number; all: number; printed: boolean; rate: RateState | undefined } | null = null;
  const line = (done: number, all: number, rate?: RateState) => {
    const left = done < all ? eta(done, first, all, rate) : null;
    return `[${formatDuration((Date.now() - started) / 1000)}] ${done}/${plural(all, "trial")}; passes ${passesText(passes, candidates)}; spend $${spend.toFixed(4)}${rate && rateShort(rate) ? `; ${rateShort(rate)}` : ""}${left === null ? "" : `; ETA ${formatDuration(left)}`}\n`;
  };
  return {
    start(total, done, prior = []) {
      first = done;
      prior.forEach(count);
      const before = prior.length ? ` (passes ${passesText(passes, candidates)}; spend $${spend.toFixed(4)})` : "";
      stream.write(`${plural(total, "trial")} planned${done ? `, ${done} already recorded${before}` : ""}\n`);
    },
    trial(r, done, all, rate) {
      count(r);
      timing(r);
      const now = Date.now();
      const print = done === all || now - lastPrint > 5000 || done === 1;
      if (print) {
        lastPrint = now;
        stream.write(line(done, all, rate));
      }
      last = { done, all, printed: print, rate };
    },
    note: (text) => stream.write(`${text}\n`),
    stop: () => {
      if (last && !last.printed) stream.write(line(last.done, last.all, last.rate));
    },
  };
}

/**
 * Progress while a run goes: a bar on a terminal (cli-progress), plain periodic lines
 * elsewhere (CI logs). Written to stderr so `--json` output on stdout stays clean.
 */
// @ts-nocheck

import cliProgress from "cli-progress";
import type { TrialRecord } from "../results/record.ts";
import type { RateState } from "../runner/scheduler.ts";

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
 * Seconds left: the mean time per trial finished in this session × the trials left; null
 * before the first (a resume's earlier trials took no time here and do not count).
 */
export function etaSeconds(elapsedMs: number, doneHere: number, left: number): number | null {
  return doneHere > 0 ? (elapsedMs / 1000 / doneHere) * left : null;
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

/** A progress reporter; `quiet` prints nothing. */
export function createProgress(opts: { quiet?: boolean; stream?: NodeJS.WriteStream } = {}): Progress {
  const stream = opts.stream ?? process.stderr;
  const passes = { baseline: 0, candidate: 0 };
  let spend = 0;
  // Every attempt's spend counts (as the --max-cost budget counts it); a trial passes once.
  const count = (r: TrialRecord) => {
    if (r.pass) passes[r.arm]++;
    spend += r.metrics.costUsd ?? 0;
  };
  const started = Date.now();
  if (opts.quiet) return { start: () => {}, trial: () => {}, note: () => {}, stop: () => {} };
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      { stream, format: "{bar} {value}/{total} trials | passes B {pb} C {pc} | ${spend}{rate} | ETA {eta}", hideCursor: true, clearOnComplete: true },
      cliProgress.Presets.shades_classic,
    );
    let current = 0;
    let first = 0;
    return {
      start(total, done, prior = []) {
        prior.forEach(count);
        current = done;
        first = done;
        bar.start(total, done, { pb: passes.baseline, pc: passes.candidate, spend: spend.toFixed(4), rate: "", eta: "?" });
      },
      trial(r, done, total, rate) {
        count(r);
        current = done;
        const eta = etaSeconds(Date.now() - started, done - first, total - done);
        bar.update(done, { pb: passes.baseline, pc: passes.candidate, spend: spend.toFixed(4), rate: rate ? ` | ${rateText(rate)}` : "", eta: eta === null ? "?" : formatDuration(eta) });
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
    const eta = done < all ? etaSeconds(Date.now() - started, done - first, all - done) : null;
    return `[${formatDuration((Date.now() - started) / 1000)}] ${done}/${all} trials; passes baseline ${passes.baseline}, candidate ${passes.candidate}; spend $${spend.toFixed(4)}${rate ? `; ${rateText(rate)}` : ""}${eta === null ? "" : `; ETA ${formatDuration(eta)}`}\n`;
  };
  return {
    start(total, done, prior = []) {
      first = done;
      prior.forEach(count);
      const before = prior.length ? ` (passes baseline ${passes.baseline}, candidate ${passes.candidate}; spend $${spend.toFixed(4)})` : "";
      stream.write(`${total} trials planned${done ? `, ${done} already recorded${before}` : ""}\n`);
    },
    trial(r, done, all, rate) {
      count(r);
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

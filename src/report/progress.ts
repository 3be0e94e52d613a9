/**
 * Progress while a run goes: a bar on a terminal (cli-progress), plain periodic lines
 * elsewhere (CI logs). Written to stderr so `--json` output on stdout stays clean.
 */
import cliProgress from "cli-progress";
import type { TrialRecord } from "../results/record.ts";

export interface Progress {
  /**
   * The run knows its size: `total` trials, `done` of them already recorded (resume); `prior`
   * are the records already in the run folder, whose passes and spend the counts start from.
   */
  start(total: number, done: number, prior?: readonly TrialRecord[]): void;
  trial(record: TrialRecord, done: number, total: number): void;
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
      { stream, format: "{bar} {value}/{total} trials | passes B {pb} C {pc} | ${spend} | ETA {eta_formatted}", hideCursor: true, clearOnComplete: true },
      cliProgress.Presets.shades_classic,
    );
    let current = 0;
    return {
      start(total, done, prior = []) {
        prior.forEach(count);
        current = done;
        bar.start(total, done, { pb: passes.baseline, pc: passes.candidate, spend: spend.toFixed(4) });
      },
      trial(r, done) {
        count(r);
        current = done;
        bar.update(done, { pb: passes.baseline, pc: passes.candidate, spend: spend.toFixed(4) });
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
  let last: { done: number; all: number; printed: boolean } | null = null;
  const line = (done: number, all: number) =>
    `[${Math.round((Date.now() - started) / 1000)}s] ${done}/${all} trials; passes baseline ${passes.baseline}, candidate ${passes.candidate}; spend $${spend.toFixed(4)}\n`;
  return {
    start(total, done, prior = []) {
      prior.forEach(count);
      const before = prior.length ? ` (passes baseline ${passes.baseline}, candidate ${passes.candidate}; spend $${spend.toFixed(4)})` : "";
      stream.write(`${total} trials planned${done ? `, ${done} already recorded${before}` : ""}\n`);
    },
    trial(r, done, all) {
      count(r);
      const now = Date.now();
      const print = done === all || now - lastPrint > 5000 || done === 1;
      if (print) {
        lastPrint = now;
        stream.write(line(done, all));
      }
      last = { done, all, printed: print };
    },
    note: (text) => stream.write(`${text}\n`),
    stop: () => {
      if (last && !last.printed) stream.write(line(last.done, last.all));
    },
  };
}

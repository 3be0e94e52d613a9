/**
 * Progress while a run goes: a bar on a terminal (cli-progress), plain periodic lines
 * elsewhere (CI logs). Written to stderr so `--json` output on stdout stays clean.
 */
import cliProgress from "cli-progress";
import { armIds, armIdOf } from "../results/arms.ts";
import type { TrialRecord } from "../results/record.ts";
import type { RateState } from "../runner/scheduler.ts";
import { plural } from "../text/plural.ts";
import { outputWidth, wrapText } from "./wrap.ts";

/** A note between progress lines, wrapped to `width` with continuation lines indented 2. */
const wrapNote = (text: string, width: number) => wrapText(text, width - 2).split("\n").map((l, i) => (i ? `  ${l}` : l)).join("\n");

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

/**
 * A range of seconds left, coarse enough to be honest: "40–55s", "18–25 min", "1.2–1.6 h".
 * @example formatEtaRange(1080, 1500) // => "18–25 min"
 */
export function formatEtaRange(lo: number, hi: number): string {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo < 0) return "?";
  if (hi < 90) return Math.round(lo) === Math.round(hi) ? `${Math.round(hi)}s` : `${Math.round(lo)}–${Math.round(hi)}s`;
  if (hi < 90 * 60) {
    const a = Math.max(1, Math.round(lo / 60));
    const b = Math.max(a, Math.round(hi / 60));
    return a === b ? `${b} min` : `${a}–${b} min`;
  }
  const a = (lo / 3600).toFixed(1);
  const b = (hi / 3600).toFixed(1);
  return a === b ? `${b} h` : `${a}–${b} h`;
}

/**
 * Seconds left as a range from the measured throughput: `finishedAtMs` are the elapsed times
 * (ms since this session started) at which its trials finished. The centre is the pace over
 * the whole session and over its last quarter (at least 8 trials), whichever is slower and
 * whichever is faster bounding the range, so a machine that slows down moves the upper end
 * at once; each end is widened by the counting error of the trials seen (a Poisson rate's
 * ±1.96/√n), so an early estimate from few trials says how little it knows. Before
 * `concurrency` trials have finished, the pace is the mean trial time ÷ concurrency
 * ({@link etaSeconds}), widened the same way.
 * @returns [low, high] seconds, or null before the first trial finishes here
 */
export function etaRange(finishedAtMs: readonly number[], elapsedMs: number, left: number, pace: { concurrency?: number; meanTrialMs?: number } = {}): [number, number] | null {
  const n = finishedAtMs.length;
  if (n === 0) return null;
  if (left <= 0) return [0, 0];
  const point = etaSeconds(elapsedMs, n, left, pace);
  if (point === null) return null;
  const rates = [n / Math.max(elapsedMs, 1)];
  const window = Math.max(8, Math.ceil(n / 4));
  if (n > window) {
    const from = finishedAtMs[n - 1 - window]!;
    const span = elapsedMs - from;
    if (span > 0) rates.push(window / span);
  }
  // The point estimate's own rate (it differs from n/elapsed while the first trials are running).
  rates.push(left / Math.max(point, 1e-3));
  const z = 1.96 / Math.sqrt(n);
  const fast = Math.max(...rates) * (1 + z);
  const slow = Math.min(...rates) * Math.max(0.2, 1 - z);
  // At least a second: "0–17s" would read as "done any moment".
  return [Math.max(1, left / fast / 1000), Math.max(1, left / slow / 1000)];
}

/** What the progress line shows, before it is fitted to a width. */
interface LineParts { done: number; total: number; elapsedS: number; eta: string | null; passesLong: string; passesShort: string; spend: string; rate: string }

/**
 * The progress line at most `width` columns: a bar (only on a terminal) that takes what the
 * text leaves, then done/total, elapsed, ETA, passes per arm and spend. When the text alone is
 * too wide, it drops, in order: the long form of the passes, the rate controller, the spend.
 * @example progressLine({ done: 120, total: 504, elapsedS: 300, eta: "18–25 min", passesLong: "baseline 58, candidate 60", passesShort: "B 58 C 60", spend: "$1.2345", rate: "" }, 80, false)
 *   // => "120/504 trials · 5m00s · ETA 18–25 min · passes baseline 58, candidate 60 · $1.2345"
 */
export function progressLine(p: LineParts, width: number, bar: boolean): string {
  const eta = p.done >= p.total ? "" : ` · ETA ${p.eta ?? "?"}`;
  const core = `${p.done}/${plural(p.total, "trial")} · ${formatDuration(p.elapsedS)}${eta}`;
  const variants = [
    [core, `passes ${p.passesLong}`, p.spend, p.rate],
    [core, `passes ${p.passesShort}`, p.spend, p.rate],
    [core, `passes ${p.passesShort}`, p.spend],
    [core, `passes ${p.passesShort}`],
    [core],
  ].map((parts) => parts.filter(Boolean).join(" · "));
  const minBar = bar ? 11 : 0;
  const text = variants.find((v) => [...v].length + minBar <= width) ?? variants[variants.length - 1]!;
  if (!bar) return text;
  const barWidth = Math.max(0, Math.min(30, width - [...text].length - 1));
  if (barWidth < 5) return text;
  const filled = p.total > 0 ? Math.round((barWidth * Math.min(p.done, p.total)) / p.total) : 0;
  return `${"█".repeat(filled)}${"░".repeat(barWidth - filled)} ${text}`;
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
 * once, for the ETA before the first of them end. On a terminal the line is redrawn in place
 * every second (so the elapsed clock moves while a slow trial runs) and fitted to the
 * terminal's width at each draw; elsewhere (a CI log) a line at most 80 columns (or `COLUMNS`)
 * every 5 s of progress.
 */
export function createProgress(opts: { quiet?: boolean; stream?: NodeJS.WriteStream; candidates?: number; concurrency?: number } = {}): Progress {
  const stream = opts.stream ?? process.stderr;
  const passes = new Map<string, number>();
  let candidates = opts.candidates ?? 1;
  let spend = 0;
  let wallMs = 0;
  const finishedAt: number[] = [];
  // Every attempt's spend counts (as the --max-cost budget counts it); a trial passes once.
  const count = (r: TrialRecord) => {
    candidates = Math.max(candidates, r.arm === "candidate" ? (r.armIndex ?? 1) : 1);
    if (r.pass) passes.set(armIdOf(r), (passes.get(armIdOf(r)) ?? 0) + 1);
    spend += r.metrics.costUsd ?? 0;
  };
  const started = Date.now();
  const timing = (r: TrialRecord) => {
    wallMs += r.wallMs;
    finishedAt.push(Date.now() - started);
  };
  const parts = (done: number, total: number, rate?: RateState): LineParts => {
    const pace = { concurrency: rate?.limit ?? opts.concurrency, ...(finishedAt.length ? { meanTrialMs: wallMs / finishedAt.length } : {}) };
    const range = etaRange(finishedAt, Date.now() - started, total - done, pace);
    return {
      done, total, elapsedS: (Date.now() - started) / 1000, eta: range ? formatEtaRange(range[0], range[1]) : null,
      passesLong: passesText(passes, candidates), passesShort: passesText(passes, candidates, true), spend: `$${spend.toFixed(4)}`,
      rate: rate && rateShort(rate) ? rateShort(rate) : "",
    };
  };
  if (opts.quiet) return { start: () => {}, trial: () => {}, note: () => {}, stop: () => {} };
  if (stream.isTTY) {
    let rate: RateState | undefined;
    // cli-progress draws and redraws the line (its own timer, so the elapsed clock moves while no
    // trial ends); the line's text is ours, fitted to the terminal's width at every draw.
    const bar = new cliProgress.SingleBar({
      stream, hideCursor: true, clearOnComplete: true, fps: 2,
      format: (_o: unknown, params: { value: number; total: number }) => progressLine(parts(params.value, params.total, rate), outputWidth(stream), true),
    });
    let current = 0;
    return {
      start(total, done, prior = []) {
        prior.forEach(count);
        current = done;
        bar.start(total, done);
      },
      trial(r, done, total, state) {
        count(r);
        timing(r);
        current = done;
        rate = state;
        bar.setTotal(total);
        bar.update(done);
      },
      note(line) {
        // Clear the bar's line, print, and let the bar draw itself again underneath.
        stream.write(`\r\x1b[K${wrapNote(line, outputWidth(stream))}\n`);
        bar.update(current);
      },
      stop: () => bar.stop(),
    };
  }
  let lastPrint = 0;
  let last: { done: number; all: number; printed: boolean; rate: RateState | undefined } | null = null;
  const line = (done: number, all: number, rate?: RateState) => `${progressLine(parts(done, all, rate), outputWidth(stream), false)}\n`;
  return {
    start(total, done, prior = []) {
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
    note: (text) => stream.write(`${wrapNote(text, outputWidth(stream))}\n`),
    stop: () => {
      if (last && !last.printed) stream.write(line(last.done, last.all, last.rate));
    },
  };
}

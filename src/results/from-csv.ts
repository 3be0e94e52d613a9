/**
 * Read another harness's results from CSV: `case,trial,variant,pass,costUsd,tokens,turns,repeatedCalls`.
 * The CSV syntax is csv-parse's (RFC 4180, a maintained streaming parser); a file is read as a
 * stream, a record at a time, so memory holds the observations, never the text.
 */
import { createReadStream } from "node:fs";
import { CsvError, parse as parseCsvStream, type Options } from "csv-parse";
import { parse as parseCsvText } from "csv-parse/sync";
import { nearest } from "../suite/nearest.ts";
import type { AnalysisInput, Arm, CaseObservations, TrialObservation } from "../stats/core/types.ts";
import { plural } from "../text/plural.ts";
/** A CSV that cannot be analysed; the message names file, line, column and what would be valid. */
export class TrialsCsvError extends Error {
  readonly code = "FREECODE_CSV_INVALID";
  constructor(readonly file: string, readonly line: number, readonly column: number | null, detail: string) {
    super(`${file}:${line}${column === null ? "" : `, column ${column}`}: ${detail}`);
  }
}

const REQUIRED = ["case", "variant"] as const;
/** The metric columns a trials CSV may carry, in the order a writer puts them (calibration-csv.ts). */
export const METRIC_COLUMNS: readonly string[] = ["costUsd", "tokens", "turns", "repeatedCalls"];
/** Every column this reader knows by name (besides `expect.*`), in the order a writer puts them. */
export const KNOWN: readonly string[] = ["case", "trial", "variant", "pass", "infra", ...METRIC_COLUMNS];
const TRUE = new Set(["true", "1", "yes", "pass", "passed"]);
const FALSE = new Set(["false", "0", "no", "fail", "failed"]);
const UNKNOWN = new Set(["", "na", "nan", "null"]);

/**
 * Parse trial results from CSV into an {@link AnalysisInput}. Columns: `case` and `variant`
 * (`baseline` or `candidate`) are required; `trial` (integer; rows are numbered per case and arm
 * when absent), `pass` and `infra` (true/false, 1/0, yes/no), and the numeric metrics `costUsd`,
 * `tokens`, `turns`, `repeatedCalls` are optional — a missing column is skipped (no pass column
 * → `notRecorded: ["pass"]`). `expect.<name>` columns are expectation results (true/false). Any
 * other column whose cells are all numbers (or empty) is a secondary metric; an all-text column
 * is ignored. An empty, NA or null metric cell is an unknown value (null), never 0.
 * A field's line breaks count, so a row's line is where it starts.
 * @param text the CSV text (RFC 4180; a UTF-8 byte-order mark is skipped, blank lines too)
 * @param file the path, used only in error messages
 * @throws TrialsCsvError naming file, line, column and the valid alternatives
 * @example parseTrialsCsv("case,variant,pass,costUsd\na,baseline,1,0.12\na,candidate,0,0.1\n", "r.csv").cases[0].candidate[0].metrics.costUsd // => 0.1
 */
export function parseTrialsCsv(text: string, file: string): AnalysisInput {
  const b = new TrialsCsvBuilder(file);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsvText(text, CSV_OPTIONS) as unknown as typeof records;
  } catch (e) {
    throw syntaxError(file, e);
  }
  for (const { record, info } of records) b.add(record, info.lines);
  return b.finish();
}

/**
 * {@link parseTrialsCsv} of a file, read as a stream (memory flat in the number of rows beyond
 * the observations themselves).
 * @throws TrialsCsvError as parseTrialsCsv; Error from node:fs when the file cannot be read
 */
export async function readTrialsCsv(file: string): Promise<AnalysisInput> {
  const b = new TrialsCsvBuilder(file);
  const parser = createReadStream(file).pipe(parseCsvStream(CSV_OPTIONS));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) b.add(record, info.lines);
  } catch (e) {
    throw syntaxError(file, e);
  }
  return b.finish();
}

// Both line ends, even mixed in one file (a CSV edited by hand on two systems).
const CSV_OPTIONS: Options = { bom: true, skip_empty_lines: true, relax_column_count: true, info: true, record_delimiter: ["\r\n", "\n"] };

/** csv-parse's syntax errors in our words, with the line; anything else passes through. */
function syntaxError(file: string, e: unknown): unknown {
  if (!(e instanceof CsvError)) return e;
  const line = (e as CsvError & { lines?: number }).lines ?? 1;
  const detail = e.code === "CSV_QUOTE_NOT_CLOSED" ? "a quoted field is never closed"
    : e.code === "INVALID_OPENING_QUOTE" || e.code === "CSV_INVALID_CLOSING_QUOTE" ? 'a quote inside a field that is not quoted as a whole (quote the field and double the quote: "a ""b""")'
    : e.message;
  return new TrialsCsvError(file, line, null, `${detail} (${e.code})`);
}

/** Per extra column: whether a number was seen, and the first text cell (which makes it all-text or an error). */
interface ExtraColumn { name: string; i: number; numeric: boolean; text: { line: number; v: string } | null }

/** Turns CSV records, one at a time, into the analysis input (the header first). */
class TrialsCsvBuilder {
  private names: string[] | null = null;
  private headerLine = 1;
  private col = new Map<string, number>();
  private cases = new Map<string, CaseObservations>();
  // Line of each case's trials by arm, indexed by trial number: a plain array of small integers
  // costs a few bytes a row where a Map entry costs tens (1M rows: issue 21's memory target).
  private seen = new Map<CaseObservations, Record<Arm, number[]>>();
  private extra: ExtraColumn[] = [];
  private metricCols: { name: string; i: number }[] = [];
  private expectCols: { name: string; key: string; i: number }[] = [];
  private rows = 0;

  constructor(private readonly file: string) {}

  /** @param endLine the line the record ends on (csv-parse's `info.lines`) */
  add(record: string[], endLine: number): void {
    // A quoted field's line breaks: the record starts that many lines earlier.
    const line = endLine - record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    if (this.names === null) this.header(record, line);
    else this.row(record, line);
  }

  private header(cells: string[], line: number): void {
    const names = cells.map((c) => c.trim());
    this.names = names;
    this.headerLine = line;
    this.col = checkHeader(names, this.file, line);
    names.forEach((name, i) => {
      if (!KNOWN.includes(name) && !name.startsWith("expect.")) this.extra.push({ name, i, numeric: false, text: null });
    });
    this.metricCols = METRIC_COLUMNS.filter((name) => this.col.has(name)).map((name) => ({ name, i: this.col.get(name)! }));
    this.expectCols = names.flatMap((name, i) => (name.startsWith("expect.") ? [{ name, key: name.slice("expect.".length), i }] : []));
  }

  private row(cells: string[], line: number): void {
    const { file, names } = this;
    if (cells.length !== names!.length) throw new TrialsCsvError(file, line, null, `this row has ${plural(cells.length, "field")} but the header has ${names!.length}`);
    this.rows++;
    const at = (name: string) => this.col.get(name) ?? -1;
    const iCase = at("case");
    const iVariant = at("variant");
    const iTrial = at("trial");
    const iPass = at("pass");
    const iInfra = at("infra");
    const cell = (i: number) => (cells[i] as string).trim();
    const caseId = cell(iCase);
    if (caseId === "") throw new TrialsCsvError(file, line, iCase + 1, 'column "case" is empty; every row needs a case id');
    const variantText = cell(iVariant);
    const variant = variantText.toLowerCase();
    if (variant !== "baseline" && variant !== "candidate") {
      throw new TrialsCsvError(file, line, iVariant + 1, `column "variant" is "${variantText}"; valid values are baseline and candidate`);
    }
    const arm = variant as Arm;
    let c = this.cases.get(caseId);
    if (!c) {
      this.cases.set(caseId, (c = { caseId, baseline: [], candidate: [] }));
      this.seen.set(c, { baseline: [], candidate: [] });
    }
    let trial = c[arm].length + 1;
    if (iTrial >= 0) {
      const trialText = cell(iTrial);
      trial = Number(trialText);
      if (trialText === "" || !Number.isInteger(trial) || trial < 0) {
        throw new TrialsCsvError(file, line, iTrial + 1, `column "trial" is "${trialText}"; use a whole number such as 1`);
      }
    }
    const lines = (this.seen.get(c) as Record<Arm, number[]>)[arm];
    const earlier = lines[trial];
    if (earlier !== undefined) throw new TrialsCsvError(file, line, null, `case ${caseId}, ${arm} trial ${trial} already appears on line ${earlier}`);
    lines[trial] = line;
    const bool = (name: string, i: number, v: string) => {
      const lower = v.toLowerCase();
      if (TRUE.has(lower)) return true;
      if (FALSE.has(lower)) return false;
      throw new TrialsCsvError(file, line, i + 1, `column "${name}" is "${v}"; use true or false (or 1/0, yes/no)`);
    };
    const metrics: Record<string, number | null> = {};
    for (const m of this.metricCols) {
      const v = cell(m.i);
      if (UNKNOWN.has(v.toLowerCase())) { metrics[m.name] = null; continue; }
      const x = Number(v);
      if (!Number.isFinite(x)) throw new TrialsCsvError(file, line, m.i + 1, `column "${m.name}" is "${v}"; use a number, or leave it empty when unknown`);
      if (x < 0 && METRIC_COLUMNS.includes(m.name)) throw new TrialsCsvError(file, line, m.i + 1, `column "${m.name}" is "${v}"; a cost or a count is never negative (use a number ≥ 0, or leave it empty when unknown)`);
      metrics[m.name] = x;
    }
    for (const x of this.extra) {
      const v = cell(x.i);
      if (UNKNOWN.has(v.toLowerCase())) { metrics[x.name] = null; continue; }
      const n = Number(v);
      if (Number.isFinite(n)) {
        x.numeric = true;
        metrics[x.name] = n;
      } else x.text ??= { line, v };
    }
    let expectations: Record<string, boolean> | undefined;
    for (const e of this.expectCols) {
      const v = cell(e.i);
      if (v !== "") (expectations ??= {})[e.key] = bool(e.name, e.i, v);
    }
    const obs: TrialObservation = {
      trial,
      pass: iPass >= 0 ? bool("pass", iPass, cell(iPass)) : false,
      infra: iInfra >= 0 ? bool("infra", iInfra, cell(iInfra)) : false,
      metrics,
    };
    if (expectations) obs.expectations = expectations;
    c[arm].push(obs);
  }

  /** The input, once every record is in. @throws TrialsCsvError for an empty file, no rows, or an extra column mixing numbers and text */
  finish(): AnalysisInput {
    const { file } = this;
    if (this.names === null) throw new TrialsCsvError(file, 1, null, `the file is empty; expected a header such as ${KNOWN.join(",")}`);
    if (this.rows === 0) throw new TrialsCsvError(file, this.headerLine + 1, null, "the file has a header but no trial rows");
    // An extra column is a metric when its cells are numbers (or empty); all-text columns are left out.
    for (const x of this.extra) {
      if (x.numeric && x.text) throw new TrialsCsvError(file, x.text.line, x.i + 1, `column "${x.name}" holds numbers elsewhere but "${x.text.v}" here; an extra column must be all numbers (or empty)`);
    }
    const dropped = this.extra.filter((x) => !x.numeric).map((x) => x.name);
    if (dropped.length) for (const c of this.cases.values()) for (const o of [...c.baseline, ...c.candidate]) for (const d of dropped) delete o.metrics[d];
    return { cases: [...this.cases.values()], ...(this.col.has("pass") ? {} : { notRecorded: ["pass"] }) };
  }
}

function checkHeader(names: readonly string[], file: string, line: number): Map<string, number> {
  const col = new Map<string, number>();
  names.forEach((n, i) => {
    if (n === "") throw new TrialsCsvError(file, line, i + 1, "this header cell is empty; every column needs a name");
    if (col.has(n)) throw new TrialsCsvError(file, line, i + 1, `column "${n}" appears twice`);
    const known = KNOWN.find((k) => k.toLowerCase() === n.toLowerCase());
    if (known && known !== n) throw new TrialsCsvError(file, line, i + 1, `column "${n}" is not recognised; did you mean "${known}"?`);
    col.set(n, i);
  });
  // A near miss of a known column that the header lacks (`pas`, `trail`) would otherwise be
  // read as an extra column or ignored, and the known one reported as not recorded.
  names.forEach((n, i) => {
    if (KNOWN.includes(n) || n.startsWith("expect.")) return;
    const missing = KNOWN.filter((k) => !col.has(k) && !n.toLowerCase().includes(k.toLowerCase()));
    const hint = nearest(n, missing);
    if (hint) throw new TrialsCsvError(file, line, i + 1, `column "${n}" is not recognised; did you mean "${hint}"? (known columns: ${KNOWN.join(",")}; any other numeric column is read as an extra metric)`);
  });
  for (const r of REQUIRED) {
    if (!col.has(r)) throw new TrialsCsvError(file, line, null, `the header has no "${r}" column; expected columns: ${KNOWN.join(",")}`);
  }
  return col;
}

/**
 * Read another harness's results from CSV: `case,trial,variant,pass,costUsd,tokens,turns,repeatedCalls`.
 */
import { nearest } from "../suite/nearest.ts";
import { CsvSyntaxError, readCsv, type CsvRow } from "./csv-reader.ts";
import type { AnalysisInput, Arm, CaseObservations, TrialObservation } from "../stats/core/types.ts";

/** A CSV that cannot be analysed; the message names file, line, column and what would be valid. */
export class TrialsCsvError extends Error {
  readonly code = "FREECODE_CSV_INVALID";
  constructor(readonly file: string, readonly line: number, readonly column: number | null, detail: string) {
    super(`${file}:${line}${column === null ? "" : `, column ${column}`}: ${detail}`);
  }
}

const REQUIRED = ["case", "variant"] as const;
const METRIC_COLUMNS = ["costUsd", "tokens", "turns", "repeatedCalls"];
const KNOWN = ["case", "trial", "variant", "pass", "infra", ...METRIC_COLUMNS];
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
 * @param text the CSV text (RFC 4180)
 * @param file the path, used only in error messages
 * @throws TrialsCsvError naming file, line, column and the valid alternatives
 * @example parseTrialsCsv("case,variant,pass,costUsd\na,baseline,1,0.12\na,candidate,0,0.1\n", "r.csv").cases[0].candidate[0].metrics.costUsd // => 0.1
 */
export function parseTrialsCsv(text: string, file: string): AnalysisInput {
  let rows: CsvRow[];
  try {
    rows = readCsv(text);
  } catch (e) {
    if (e instanceof CsvSyntaxError) throw new TrialsCsvError(file, e.line, null, `${e.message} (character ${e.column})`);
    throw e;
  }
  const header = rows[0];
  if (!header) throw new TrialsCsvError(file, 1, null, `the file is empty; expected a header such as ${KNOWN.join(",")}`);
  const names = header.cells.map((c) => c.trim());
  const col = checkHeader(names, file, header.line);
  const data = rows.slice(1);
  for (const r of data) {
    if (r.cells.length !== names.length) {
      throw new TrialsCsvError(file, r.line, null, `this row has ${r.cells.length} fields but the header has ${names.length}`);
    }
  }
  const extra = numericExtraColumns(names, data, file);
  // Column indices looked up once; per row only the cells are read (trimmed, as everywhere).
  const at = (name: string) => col.get(name) ?? -1;
  const iCase = at("case");
  const iVariant = at("variant");
  const iTrial = at("trial");
  const iPass = at("pass");
  const iInfra = at("infra");
  const metricCols = [...METRIC_COLUMNS, ...extra].filter((name) => col.has(name)).map((name) => ({ name, i: at(name) }));
  const expectCols = names.flatMap((name, i) => (name.startsWith("expect.") ? [{ name, key: name.slice("expect.".length), i }] : []));
  const cases = new Map<string, CaseObservations>();
  // Line of each case's trials by arm and trial number (numbers as keys: no key strings to build and hash).
  const seen = new Map<CaseObservations, Record<Arm, Map<number, number>>>();
  let cells: string[] = [];
  const cell = (i: number) => (cells[i] as string).trim();
  for (const r of data) {
    cells = r.cells;
    const caseId = cell(iCase);
    if (caseId === "") throw new TrialsCsvError(file, r.line, iCase + 1, 'column "case" is empty; every row needs a case id');
    const variantText = cell(iVariant);
    const variant = variantText.toLowerCase();
    if (variant !== "baseline" && variant !== "candidate") {
      throw new TrialsCsvError(file, r.line, iVariant + 1, `column "variant" is "${variantText}"; valid values are baseline and candidate`);
    }
    const arm = variant as Arm;
    let c = cases.get(caseId);
    if (!c) {
      cases.set(caseId, (c = { caseId, baseline: [], candidate: [] }));
      seen.set(c, { baseline: new Map(), candidate: new Map() });
    }
    let trial = c[arm].length + 1;
    if (iTrial >= 0) {
      const trialText = cell(iTrial);
      trial = Number(trialText);
      if (trialText === "" || !Number.isInteger(trial) || trial < 0) {
        throw new TrialsCsvError(file, r.line, iTrial + 1, `column "trial" is "${trialText}"; use a whole number such as 1`);
      }
    }
    const lines = (seen.get(c) as Record<Arm, Map<number, number>>)[arm];
    const earlier = lines.get(trial);
    if (earlier !== undefined) throw new TrialsCsvError(file, r.line, null, `case ${caseId}, ${arm} trial ${trial} already appears on line ${earlier}`);
    lines.set(trial, r.line);
    const bool = (name: string, i: number, v: string) => {
      const lower = v.toLowerCase();
      if (TRUE.has(lower)) return true;
      if (FALSE.has(lower)) return false;
      throw new TrialsCsvError(file, r.line, i + 1, `column "${name}" is "${v}"; use true or false (or 1/0, yes/no)`);
    };
    const metrics: Record<string, number | null> = {};
    for (const m of metricCols) {
      const v = cell(m.i);
      if (UNKNOWN.has(v.toLowerCase())) { metrics[m.name] = null; continue; }
      const x = Number(v);
      if (!Number.isFinite(x)) throw new TrialsCsvError(file, r.line, m.i + 1, `column "${m.name}" is "${v}"; use a number, or leave it empty when unknown`);
      if (x < 0 && METRIC_COLUMNS.includes(m.name)) throw new TrialsCsvError(file, r.line, m.i + 1, `column "${m.name}" is "${v}"; a cost or a count is never negative (use a number ≥ 0, or leave it empty when unknown)`);
      metrics[m.name] = x;
    }
    let expectations: Record<string, boolean> | undefined;
    for (const e of expectCols) {
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
  if (cases.size === 0) throw new TrialsCsvError(file, header.line + 1, null, "the file has a header but no trial rows");
  return { cases: [...cases.values()], ...(col.has("pass") ? {} : { notRecorded: ["pass"] }) };
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

/** Extra columns that hold numbers (empty cells allowed); all-text columns are left out. */
function numericExtraColumns(names: readonly string[], data: readonly CsvRow[], file: string): string[] {
  const out: string[] = [];
  names.forEach((n, i) => {
    if (KNOWN.includes(n) || n.startsWith("expect.")) return;
    const cells = data.map((r) => ({ line: r.line, v: (r.cells[i] as string).trim() })).filter((c) => !UNKNOWN.has(c.v.toLowerCase()));
    const numeric = cells.filter((c) => Number.isFinite(Number(c.v)));
    if (numeric.length === 0) return;
    const bad = cells.find((c) => !Number.isFinite(Number(c.v)));
    if (bad) throw new TrialsCsvError(file, bad.line, i + 1, `column "${n}" holds numbers elsewhere but "${bad.v}" here; an extra column must be all numbers (or empty)`);
    out.push(n);
  });
  return out;
}

/**
 * Input errors that name the file, line, column and field, say what would be valid, and
 * map to exit code 2 (usage or input error) in the CLI.
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, visit, type Document } from "yaml";
import type { z } from "zod";
import { nearest } from "./nearest.ts";

export { nearest } from "./nearest.ts";

// In a file of its own so that what needs only the class (the agent process, number options)
// does not load the YAML parser this file's locating helpers need.
import { InputError } from "./input-error.ts";
import { plural } from "../text/plural.ts";

export { InputError };

/** At most this many problems are listed per file; the rest are counted in a last line. */
export const MAX_PROBLEMS_PER_FILE = 20;

/**
 * Lists `problems` of one file, capped at {@link MAX_PROBLEMS_PER_FILE} with a last line that
 * counts the ones left out.
 */
export function capProblems(file: string, problems: readonly string[]): string[] {
  if (problems.length <= MAX_PROBLEMS_PER_FILE) return [...problems];
  const more = problems.length - MAX_PROBLEMS_PER_FILE;
  return [...problems.slice(0, MAX_PROBLEMS_PER_FILE), `${file}: ${plural(more, "more problem")} not shown (fix these and run again)`];
}

/** An InputError listing several problems, one per line. */
export function inputErrors(problems: readonly string[]): InputError {
  return new InputError(problems.join("\n"), problems);
}

/** A parsed YAML document that can tell where a value sits in its file. */
export interface LocatedYaml {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/**
 * Parses YAML text, keeping positions for error messages.
 * @throws InputError with one "FILE:LINE:COL: YAML syntax error: …" line per syntax error
 *   (capped per file).
 */
export function parseYamlLocated(text: string, file: string): LocatedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    throw inputErrors(capProblems(file, doc.errors.map((err) => {
      const message = err.message.split("\n")[0];
      const noticed = lines.linePos(err.pos[0]);
      const opened = unclosedAt(doc, err.pos[0]);
      if (opened === null) return `${file}:${noticed.line}:${noticed.col}: YAML syntax error: ${message}`;
      const pos = lines.linePos(opened);
      if (pos.line === noticed.line) return `${file}:${noticed.line}:${noticed.col}: YAML syntax error: ${message}`;
      return `${file}:${pos.line}:${pos.col}: YAML syntax error: ${message} (opened here; still open at line ${noticed.line})`;
    })));
  }
  return { file, doc, lines };
}

/**
 * The offset where the flow collection (`{…}`, `[…]`) or quoted scalar left open at a syntax
 * error starts, or null. The yaml package places such an error where it noticed the missing
 * `}`, `]` or quote — the start of the next line (its LineCounter is right: 1-based line and
 * column) —, one line or more after the line that needs fixing.
 */
function unclosedAt(doc: Document.Parsed, errorOffset: number): number | null {
  let start: number | null = null;
  visit(doc, (_key, node) => {
    const range = (node as { range?: [number, number, number] }).range;
    if (!range || range[0] >= errorOffset || range[1] !== errorOffset) return;
    const open = (isMap(node) || isSeq(node)) ? node.flow === true : isScalar(node) && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE");
    // The innermost one: a later start is nested in an earlier one ending at the same offset.
    if (open && (start === null || range[0] > start)) start = range[0];
  });
  return start;
}

/** 1-based line and column of the node at `path`, or of its nearest existing parent. */
export function locate(y: LocatedYaml, path: ReadonlyArray<PropertyKey>, atKey = false): { line: number; col: number } {
  let node: unknown = y.doc.contents;
  let best: { line: number; col: number } = { line: 1, col: 1 };
  const at = (n: unknown) => {
    const range = (n as { range?: [number, number, number] } | null)?.range;
    if (range) best = y.lines.linePos(range[0]);
  };
  at(node);
  for (const [i, key] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown })?.value ?? p.key) === String(key));
      if (!pair) break;
      at(pair.key);
      if (atKey && i === path.length - 1) break;
      node = pair.value;
      if (node) at(node);
    } else if (isSeq(node) && typeof key === "number") {
      node = node.items[key];
      if (!node) break;
      at(node);
    } else break;
  }
  return best;
}

/** The zod schema at `path` of `schema`, wrappers (optional, default, lazy) taken off (best effort, for hints). */
function schemaAt(schema: z.ZodTypeAny, path: ReadonlyArray<PropertyKey>): unknown {
  let s: unknown = schema;
  const unwrap = (x: unknown): unknown => {
    let cur = x as { def?: { innerType?: unknown; type?: string; in?: unknown; options?: unknown[] }; shape?: unknown; element?: unknown };
    for (let i = 0; i < 10 && cur?.def; i++) {
      if (cur.def.innerType) cur = cur.def.innerType as typeof cur;
      else if (cur.def.type === "pipe" && cur.def.in) cur = cur.def.in as typeof cur;
      else if (cur.def.type === "lazy") cur = (cur as unknown as { def: { getter: () => typeof cur } }).def.getter();
      else if (cur.def.type === "union" && cur.def.options) {
        // The object among the options (a union such as "text or {regex}" has one).
        const object = cur.def.options.map(unwrap).find((o) => (o as { shape?: unknown }).shape);
        if (!object) break;
        cur = object as typeof cur;
      } else break;
    }
    return cur;
  };
  for (const key of path) {
    s = unwrap(s);
    const obj = s as { shape?: Record<string, unknown>; element?: unknown; def?: { type?: string; valueType?: unknown } };
    if (typeof key === "number" && obj.element) s = obj.element;
    else if (obj.shape && typeof key === "string") s = obj.shape[key];
    // A record (`models: {<any name>: {…}}`): every key leads to the value's schema.
    else if (obj.def?.type === "record" && obj.def.valueType) s = obj.def.valueType;
    else return undefined;
  }
  return unwrap(s);
}

/** The keys a strict zod object at `path` of `schema` accepts (best effort, for hints). */
function keysAt(schema: z.ZodTypeAny, path: ReadonlyArray<PropertyKey>): string[] {
  const obj = schemaAt(schema, path) as { shape?: Record<string, unknown> } | undefined;
  return obj?.shape ? Object.keys(obj.shape) : [];
}

/**
 * What a zod number schema accepts, in the CLI's words for number options: "an integer ≥ 1",
 * "a number > 0", "an integer from 1 to 10"; null when `s` is not a number schema.
 */
export function describeNumber(s: unknown): string | null {
  const def = (s as { def?: { type?: string; checks?: { _zod: { def: { check: string; format?: string; value?: number; inclusive?: boolean } } }[] } } | undefined)?.def;
  if (def?.type !== "number") return null;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const integer = checks.some((c) => c.check === "number_format" && (c.format === "safeint" || c.format === "int32" || c.format === "uint32"));
  const bound = (check: string, strict: string, loose: string, step: 1 | -1) => {
    const c = checks.find((x) => x.check === check && typeof x.value === "number");
    if (!c) return null;
    // An integer above 0 is one ≥ 1: say the bound the user can type.
    if (integer && !c.inclusive) return { op: loose, value: step === 1 ? Math.floor(c.value!) + 1 : Math.ceil(c.value!) - 1 };
    return { op: c.inclusive ? loose : strict, value: c.value! };
  };
  const min = bound("greater_than", ">", "≥", 1);
  const max = bound("less_than", "<", "≤", -1);
  const what = integer ? "an integer" : "a number";
  if (min && max) return min.op === "≥" && max.op === "≤" ? `${what} from ${min.value} to ${max.value}` : `${what} ${min.op} ${min.value} and ${max.op} ${max.value}`;
  const one = min ?? max;
  return one ? `${what} ${one.op} ${one.value}` : what;
}

/** zod's own wording of a number issue, which a message written for the field replaces. */
const ZOD_NUMBER_MESSAGE = /^(Invalid input|Too small|Too big|Invalid number)\b/;

/** The value at `path` of plain data (undefined when a step is missing). */
function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let cur = data;
  for (const key of path) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** "a string", "an object", … for zod's expected type names. */
function aType(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** One problem: where it is, and the line that says it. */
interface Located { line: number; col: number; text: string }

/**
 * A zod issue as "FILE:LINE:COL: …" lines: unknown keys and values outside an enum get a
 * "did you mean" hint and the valid choices; a missing field says it is required.
 * An issue of code "custom" with `params.unknownKey` and `params.valid` is an unknown key
 * found by a refinement (e.g. a tool's input keys in a sim step).
 */
function describeIssue(y: LocatedYaml, schema: z.ZodTypeAny, data: unknown, issue: z.core.$ZodIssue): Located[] {
  const at = (path: ReadonlyArray<PropertyKey>, atKey: boolean, text: string): Located => {
    const { line, col } = locate(y, path, atKey);
    return { line, col, text: `${y.file}:${line}:${col}: ${text}` };
  };
  const unknownField = (path: ReadonlyArray<PropertyKey>, key: string, valid: readonly string[]) => {
    const hint = nearest(key, valid);
    const choices = valid.length ? ` (valid here: ${valid.join(", ")})` : "";
    return at([...path, key], true, `unknown field \`${[...path, key].join(".")}\`${hint ? `; did you mean \`${hint}\`?` : ""}${choices}`);
  };
  if (issue.code === "invalid_union") {
    // The one option whose type the value has (e.g. the object of "text or {regex}") says
    // more than "Invalid input".
    const fitting = issue.errors.filter((errs) => !errs.some((e) => e.code === "invalid_type" && e.path.length === 0));
    if (fitting.length === 1) return fitting[0]!.flatMap((e) => describeIssue(y, schema, data, { ...e, path: [...issue.path, ...e.path] } as z.core.$ZodIssue));
  }
  if (issue.code === "unrecognized_keys") {
    const valid = keysAt(schema, issue.path);
    return issue.keys.map((k) => unknownField(issue.path, k, valid));
  }
  const params = (issue as { params?: { unknownKey?: unknown; valid?: unknown } }).params;
  if (issue.code === "custom" && typeof params?.unknownKey === "string" && Array.isArray(params.valid)) {
    return [unknownField(issue.path.slice(0, -1), params.unknownKey, params.valid as string[])];
  }
  const field = issue.path.length ? issue.path.join(".") : "(top level)";
  let message = issue.message;
  let numeric: string | null = null;
  const value = valueAt(data, issue.path);
  if (issue.code === "invalid_value" && issue.values.length > 1) {
    const valid = issue.values.map(String);
    const hint = typeof value === "string" ? nearest(value, valid) : null;
    message = `${JSON.stringify(value)} is not valid${hint ? `; did you mean \`${hint}\`?` : ""} (valid here: ${valid.join(", ")})`;
  } else if (ZOD_NUMBER_MESSAGE.test(issue.message) && value !== undefined && value !== null && (numeric = describeNumber(schemaAt(schema, issue.path)))) {
    // `maxTurns: ten` → expected an integer ≥ 1, got "ten" (zod says "expected number, received string");
    // a message written for the field (parallelTools < 2 …) is kept.
    message = `expected ${numeric}, got ${JSON.stringify(value)}`;
  } else if (issue.code === "invalid_type" && value === undefined && issue.path.length) {
    const parent = valueAt(data, issue.path.slice(0, -1));
    if (parent !== null && typeof parent === "object" && !Object.hasOwn(parent, issue.path.at(-1) as PropertyKey)) message = `missing; expected ${aType(issue.expected)}`;
  } else if (issue.code === "invalid_type" && value === null) {
    message = `empty; expected ${aType(issue.expected)}`;
  }
  return [at(issue.path, false, `field \`${field}\`: ${message}`)];
}

/** Most alias references a document may expand (the yaml package's own default). */
const MAX_ALIASES = 100;

/**
 * The document as plain data.
 * @throws InputError naming the file and the first alias's line when aliases expand past
 *   MAX_ALIASES references (a "billion laughs" document), instead of the yaml package's
 *   ReferenceError
 */
function toPlain(y: LocatedYaml): unknown {
  try {
    return y.doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (err) {
    if (!(err instanceof ReferenceError) || !/alias/i.test(err.message)) throw err;
    let first: { line: number; col: number } = { line: 1, col: 1 };
    visit(y.doc, { Alias: (_k, node) => { if (node.range) first = y.lines.linePos(node.range[0]); return visit.BREAK; } });
    throw new InputError(`${y.file}:${first.line}:${first.col}: YAML aliases expand too far (more than ${MAX_ALIASES} alias references when resolved; an alias bomb?): write the values out, or use fewer, unnested aliases`);
  }
}

/**
 * Validates parsed YAML against a zod schema.
 * @throws InputError listing every problem (sorted by position, at most
 *   {@link MAX_PROBLEMS_PER_FILE}) as "FILE:LINE:COL: field `a.b`: message", with a
 *   "did you mean" hint for unknown keys and values outside a fixed set.
 */
export function validateLocated<S extends z.ZodTypeAny>(y: LocatedYaml, schema: S): z.infer<S> {
  const data = toPlain(y);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .flatMap((issue) => describeIssue(y, schema, data, issue))
    .sort((a, b) => a.line - b.line || a.col - b.col);
  const lines = [...new Set(problems.map((p) => p.text))];
  throw inputErrors(capProblems(y.file, lines));
}

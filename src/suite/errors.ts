/**
 * Input errors that name the file, line, column and field, say what would be valid, and
 * map to exit code 2 (usage or input error) in the CLI.
 */
import { LineCounter, isMap, isSeq, parseDocument, type Document } from "yaml";
import type { z } from "zod";

export class InputError extends Error {
  readonly code = "FREECODE_INPUT_INVALID";
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/** A parsed YAML document that can tell where a value sits in its file. */
export interface LocatedYaml {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/**
 * Parses YAML text, keeping positions for error messages.
 * @throws InputError "FILE:LINE:COL: YAML syntax error: …" on a syntax error.
 */
export function parseYamlLocated(text: string, file: string): LocatedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    const pos = lines.linePos(err.pos[0]);
    throw new InputError(`${file}:${pos.line}:${pos.col}: YAML syntax error: ${err.message.split("\n")[0]}`);
  }
  return { file, doc, lines };
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

/** Levenshtein distance, for "did you mean" hints on unknown keys. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length]!;
}

/** The closest of `valid` to `key`, when it is close enough to be a plausible typo. */
export function nearest(key: string, valid: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const v of valid) {
    const dist = distance(key, v);
    if (dist < bestD) [best, bestD] = [v, dist];
  }
  return best !== null && bestD <= Math.max(2, Math.floor(key.length / 3)) ? best : null;
}

/** The keys a strict zod object at `path` of `schema` accepts (best effort, for hints). */
function keysAt(schema: z.ZodTypeAny, path: ReadonlyArray<PropertyKey>): string[] {
  let s: unknown = schema;
  const unwrap = (x: unknown): unknown => {
    let cur = x as { def?: { innerType?: unknown; type?: string; in?: unknown; options?: unknown[] }; shape?: unknown; element?: unknown };
    for (let i = 0; i < 10 && cur?.def; i++) {
      if (cur.def.innerType) cur = cur.def.innerType as typeof cur;
      else if (cur.def.type === "pipe" && cur.def.in) cur = cur.def.in as typeof cur;
      else if (cur.def.type === "lazy") cur = (cur as unknown as { def: { getter: () => typeof cur } }).def.getter();
      else break;
    }
    return cur;
  };
  for (const key of path) {
    s = unwrap(s);
    const obj = s as { shape?: Record<string, unknown>; element?: unknown };
    if (typeof key === "number" && obj.element) s = obj.element;
    else if (obj.shape && typeof key === "string") s = obj.shape[key];
    else return [];
  }
  const obj = unwrap(s) as { shape?: Record<string, unknown> };
  return obj?.shape ? Object.keys(obj.shape) : [];
}

/**
 * Validates parsed YAML against a zod schema.
 * @throws InputError listing every problem as "FILE:LINE:COL: field `a.b`: message" plus a
 *   "did you mean" hint for unknown keys.
 */
export function validateLocated<S extends z.ZodTypeAny>(y: LocatedYaml, schema: S): z.infer<S> {
  const result = schema.safeParse(y.doc.toJS());
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") {
      const valid = keysAt(schema, issue.path);
      return issue.keys
        .map((k) => {
          const { line, col } = locate(y, [...issue.path, k], true);
          const field = [...issue.path, k].join(".");
          const hint = nearest(k, valid);
          return `${y.file}:${line}:${col}: unknown field \`${field}\`${hint ? `; did you mean \`${hint}\`?` : ""} (valid here: ${valid.join(", ")})`;
        })
        .join("\n");
    }
    const { line, col } = locate(y, issue.path);
    const field = issue.path.length ? issue.path.join(".") : "(top level)";
    return `${y.file}:${line}:${col}: field \`${field}\`: ${issue.message}`;
  });
  throw new InputError(lines.join("\n"));
}

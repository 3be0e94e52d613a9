/**
 * The arithmetic to run before any edit-format experiment (seed "edit formats"): for each file,
 * its lines and tokens, whether a whole-file rewrite fits under the output cap, and what a
 * K-line change costs in output tokens in each format. Tokens are counted with the simulator's
 * tokenizer (sim/tokens.ts, TOKENIZER_NAME), so these figures are the ones a simulated trial meets.
 *
 * Formulas (tokens; tpl = tokens per line of the file as it appears inside a tool call's JSON):
 * - whole-file rewrite = tokens of the write call's input JSON `{"path":…,"content":…}` plus its name;
 * - fits when rewrite + headroom ≤ maxTokens, headroom = max(256, 5% of maxTokens): the text a model
 *   writes before the call (render.ts bills every output token against the same cap);
 * - search-replace of K lines = 2·K·tpl (old and new text) + CALL_OVERHEAD;
 * - unified-diff of K lines = (2·K + 2·CONTEXT)·tpl + CALL_OVERHEAD (removed, added, 3 context lines each side);
 * - folder: median tpl over files, and the line count above which a rewrite stops fitting,
 *   ⌊(maxTokens − headroom − CALL_OVERHEAD) / median tpl⌋.
 */
// @ts-nocheck

import fs from "node:fs";
import path from "node:path";
import ignore from "ignore";
import { glob } from "tinyglobby";
import { countTextTokens } from "../sim/tokens.ts";
import { TOKENIZER_NAME } from "./prompt-block.ts";

/** Tokens of a call's name, keys and path around the changed text (measured on a typical edit call). */
export const CALL_OVERHEAD = 30;
/** Context lines a unified diff carries on each side of a change. */
export const CONTEXT = 3;

/** Output-token headroom a rewrite needs under a cap of `maxTokens`. */
export function headroomFor(maxTokens: number): number {
  return Math.max(256, Math.round(maxTokens * 0.05));
}

export interface FileTokens {
  path: string;
  lines: number;
  tokens: number;
  /** tokens / lines (raw text). */
  tokensPerLine: number;
  /** Output tokens of a whole-file rewrite (the write call as emitted). */
  rewriteTokens: number;
  rewriteFits: boolean;
  /** maxTokens − headroom − rewriteTokens (negative: by how much it does not fit). */
  headroomLeft: number;
  /** Output tokens of a changeLines-line change, per format. */
  changeTokens: { "whole-file": number; "search-replace": number; "unified-diff": number };
}

export interface TokensReport {
  tokenizer: string;
  maxTokens: number;
  headroom: number;
  changeLines: number;
  files: FileTokens[];
  summary: {
    files: number;
    lines: number;
    tokens: number;
    medianTokensPerLine: number | null;
    /** Rewrites of files longer than this many lines stop fitting (at the median density). */
    rewriteMaxLines: number | null;
    filesThatDoNotFit: number;
  };
}

/** Lines as an editor counts them (a final newline starts no line); the agent counts the same way. */
function countLines(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** A NUL byte in the first 8 KB: binary (git's heuristic). */
const looksBinary = (buf: Buffer) => buf.subarray(0, 8192).includes(0);

/** Files under a folder, relative, sorted: .git and node_modules skipped, the folder's own .gitignore honoured. */
async function folderFiles(abs: string): Promise<string[]> {
  const all = await glob("**/*", { cwd: abs, dot: true, onlyFiles: true, followSymbolicLinks: false, ignore: ["**/.git/**", "**/node_modules/**"] });
  let rules: ReturnType<typeof ignore> | null = null;
  try {
    rules = ignore().add(fs.readFileSync(path.join(abs, ".gitignore"), "utf8"));
  } catch {
    rules = null;
  }
  return all.filter((f) => !rules || !rules.ignores(f)).sort();
}

function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Measures one file's text (see the module comment for the formulas). */
export function measureText(rel: string, text: string, maxTokens: number, changeLines: number): FileTokens {
  const lines = countLines(text);
  const tokens = countTextTokens(text);
  const rewriteTokens = countTextTokens("write") + countTextTokens(JSON.stringify({ path: rel, content: text }));
  const jsonTpl = lines > 0 ? Math.max(0, rewriteTokens - CALL_OVERHEAD) / lines : 0;
  const headroomLeft = maxTokens - headroomFor(maxTokens) - rewriteTokens;
  const k = Math.min(changeLines, Math.max(lines, 1));
  return {
    path: rel, lines, tokens, tokensPerLine: lines > 0 ? round2(tokens / lines) : 0,
    rewriteTokens, rewriteFits: headroomLeft >= 0, headroomLeft,
    changeTokens: {
      "whole-file": rewriteTokens,
      "search-replace": Math.round(2 * k * jsonTpl + CALL_OVERHEAD),
      "unified-diff": Math.round((2 * k + 2 * CONTEXT) * jsonTpl + CALL_OVERHEAD),
    },
  };
}

/**
 * Measures files and folders (a folder's own .gitignore honoured, .git, node_modules and
 * symlinks skipped; binary files left out).
 * @param paths files or folders
 * @param maxTokens the request's output cap (tokens)
 * @param changeLines K, the size of the change whose cost is estimated per format
 * @throws Error naming a path that does not exist
 */
export async function measurePaths(paths: readonly string[], maxTokens: number, changeLines: number): Promise<TokensReport> {
  const files: FileTokens[] = [];
  for (const p of paths) {
    const abs = path.resolve(p);
    let stat;
    try {
      stat = fs.statSync(abs);
    } catch {
      throw new Error(`tokens: ${p} does not exist`);
    }
    const list = stat.isDirectory() ? (await folderFiles(abs)).map((f) => ({ abs: path.join(abs, f), rel: path.join(p, f) })) : [{ abs, rel: p }];
    for (const f of list) {
      const buf = fs.readFileSync(f.abs);
      if (looksBinary(buf)) continue;
      files.push(measureText(f.rel, buf.toString("utf8"), maxTokens, changeLines));
    }
  }
  const withLines = files.filter((f) => f.lines > 0);
  const med = median(withLines.map((f) => f.tokensPerLine));
  const medJson = median(withLines.map((f) => Math.max(0, f.rewriteTokens - CALL_OVERHEAD) / f.lines));
  const headroom = headroomFor(maxTokens);
  return {
    tokenizer: TOKENIZER_NAME, maxTokens, headroom, changeLines, files,
    summary: {
      files: files.length,
      lines: files.reduce((s, f) => s + f.lines, 0),
      tokens: files.reduce((s, f) => s + f.tokens, 0),
      medianTokensPerLine: med === null ? null : round2(med),
      rewriteMaxLines: medJson ? Math.floor((maxTokens - headroom - CALL_OVERHEAD) / medJson) : null,
      filesThatDoNotFit: files.filter((f) => !f.rewriteFits).length,
    },
  };
}

/**
 * Token counts for the simulator's usage figures.
 *
 * Tokenizer: `gpt-tokenizer` (npm, pure JS) with the `o200k_base` encoding. Anthropic publishes
 * no tokenizer for Claude 3 or later, so every count here is a PROXY (research notes
 * anthropic-api.md §9): Claude 4.7+/5.x's tokenizer yields about 30% more tokens than older
 * Claude models for the same text, and one project found `o200k × 1.15` still undercounts
 * Claude. Absolute sim costs are therefore low by a rough 15-35%; A/B deltas between arms,
 * which see the same tokenizer, are what sim runs are for.
 *
 * BPE cost grows with the square of a whitespace-free run's length (a 40 KB run of `ab` takes
 * seconds), so text is counted in pieces of at most PIECE_CHARS characters, cut at a newline
 * where one is near. The pieces' counts add up to within a token per cut of the whole's count.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";

type Encoding = Pick<typeof import("gpt-tokenizer/encoding/o200k_base"), "countTokens" | "encode" | "decode">;
let encoding: Encoding | null = null;

/**
 * The o200k_base encoding, loaded at the first count rather than when this module loads:
 * building its BPE table costs about 0.3 s of CPU, which every command importing the runner
 * paid at start-up, before `eval ab`'s first trial (and `eval ab` against a real API never
 * counts a token). A plain ES import cannot wait, and the counting functions are synchronous,
 * so the package's CommonJS build is required on first use; it resolves from this file's
 * folder (bin/bundle.mjs keeps every module's import.meta.url), also inside the CLI bundle.
 */
function o200k(): Encoding {
  encoding ??= createRequire(import.meta.url)("gpt-tokenizer/encoding/o200k_base") as Encoding;
  return encoding;
}

const PIECE_CHARS = 4096;
const MEMO_MAX = 4096;
const memo = new Map<string, number>();

function pieces(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (text.length - at > PIECE_CHARS) {
    const nl = text.lastIndexOf("\n", at + PIECE_CHARS);
    let end = nl > at + PIECE_CHARS / 2 ? nl + 1 : at + PIECE_CHARS;
    // never split a surrogate pair
    if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end -= 1;
    out.push(text.slice(at, end));
    at = end;
  }
  out.push(text.slice(at));
  return out;
}

/**
 * Tokens in `text` (o200k_base proxy, see the module comment). Memoized in a bounded map,
 * since an agent resends the same blocks every turn.
 * @example countTextTokens("hello world") // => 2
 */
export function countTextTokens(text: string): number {
  if (text.length === 0) return 0;
  const key = text.length > 200 ? createHash("sha1").update(text).digest("base64") : text;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  let n = 0;
  for (const p of pieces(text)) n += o200k().countTokens(p);
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(key, n);
  return n;
}

/**
 * The longest prefix of `text` that fits in `tokens` tokens: where a max_tokens cap falls.
 * Decoding a token prefix can end inside a multi-byte character; such a tail is dropped.
 * @returns a string that `text` starts with; "" when tokens <= 0.
 */
export function cutToTokens(text: string, tokens: number): string {
  if (tokens <= 0) return "";
  const out: string[] = [];
  let left = tokens;
  for (const p of pieces(text)) {
    const ids = o200k().encode(p);
    if (ids.length <= left) {
      out.push(p);
      left -= ids.length;
      continue;
    }
    let part = o200k().decode(ids.slice(0, left)).replace(/\uFFFD+$/, "");
    while (part.length > 0 && !p.startsWith(part)) part = part.slice(0, -1);
    out.push(part);
    break;
  }
  return out.join("");
}

/**
 * Lossless text view of a file's bytes. A UTF-8 byte-order mark is split off, and a file that
 * is not valid UTF-8 is decoded with each invalid byte kept as a lone low surrogate
 * U+DC80–U+DCFF (the "surrogateescape" scheme of PEP 383), so an edit that does not touch
 * those bytes writes them back unchanged instead of re-encoding them as EF BF BD.
 * Written here because Node's decoders are lossy (replacement) or throw (fatal); neither
 * round-trips.
 */
// @ts-nocheck


export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface DecodedFile {
  /** The text without the BOM; invalid bytes as U+DC80+byte escapes. */
  text: string;
  bom: boolean;
  /** Invalid bytes, and the text offset of the first one (-1 when none). */
  invalidBytes: number;
  firstInvalid: number;
}

const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Length of the valid UTF-8 sequence at `i`, or 0 when the byte there starts none (RFC 3629 §4). */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i]!;
  if (c < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < b.length && b[i + k]! >= lo && b[i + k]! <= hi;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/**
 * Decodes file bytes losslessly (see the module comment).
 * @example decodeFile(Buffer.from("caf\xE9\n", "latin1")).text // => "caf\uDCE9\n"
 */
export function decodeFile(buf: Uint8Array): DecodedFile {
  const bom = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
  const body = bom ? buf.subarray(3) : buf;
  try {
    return { text: fatal.decode(body), bom, invalidBytes: 0, firstInvalid: -1 };
  } catch {
    // fall through to the escaping decoder
  }
  const parts: string[] = [];
  let invalidBytes = 0;
  let firstInvalid = -1;
  let textLen = 0;
  let start = 0;
  const flush = (end: number) => {
    if (end > start) {
      const s = Buffer.from(body.buffer, body.byteOffset + start, end - start).toString("utf8");
      parts.push(s);
      textLen += s.length;
    }
  };
  for (let i = 0; i < body.length; ) {
    const n = sequenceLength(body, i);
    if (n > 0) {
      i += n;
      continue;
    }
    flush(i);
    if (firstInvalid < 0) firstInvalid = textLen;
    parts.push(String.fromCharCode(0xdc00 + body[i]!));
    textLen++;
    invalidBytes++;
    i++;
    start = i;
  }
  flush(body.length);
  return { text: parts.join(""), bom, invalidBytes, firstInvalid };
}

const ESCAPE_RE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/g;
const LONE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Encodes text from decodeFile back to bytes: escapes become their original byte, a BOM is
 * put back when `bom`. Round trip: encodeFile(decodeFile(b).text, decodeFile(b).bom) equals b.
 */
export function encodeFile(text: string, bom: boolean): Buffer {
  const chunks: Buffer[] = bom ? [UTF8_BOM] : [];
  let last = 0;
  for (const m of text.matchAll(ESCAPE_RE)) {
    chunks.push(Buffer.from(text.slice(last, m.index), "utf8"), Buffer.from([m[0].charCodeAt(0) - 0xdc00]));
    last = m.index + 1;
  }
  chunks.push(Buffer.from(text.slice(last), "utf8"));
  return Buffer.concat(chunks);
}

/** Text safe to send or to insert: every lone surrogate (an escape included) becomes U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_RE, "\uFFFD");
}

/** True when `text` holds a lone surrogate. */
export function hasLoneSurrogate(text: string): boolean {
  LONE_RE.lastIndex = 0;
  return new RegExp(LONE_RE.source).test(text);
}

/** The byte an escape stands for, or null. */
export function escapedByte(ch: string): number | null {
  const c = ch.charCodeAt(0);
  return ch.length === 1 && c >= 0xdc80 && c <= 0xdcff ? c - 0xdc00 : null;
}

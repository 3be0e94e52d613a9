/**
 * Bytes of a command's output, as the model may see them: UTF-8 text as is; text with a few
 * invalid bytes with each such byte written `\xHH` (never U+FFFD, which hides what it was);
 * binary output (a NUL byte, or more than BINARY_INVALID_SHARE invalid bytes) as a hex dump
 * that the output store keeps and the `output` tool pages, while the model gets a notice.
 */
// @ts-nocheck

import { decodeFile, escapedByte } from "./utf8.ts";

/** Share of bytes not valid UTF-8 above which output is binary rather than mis-encoded text. */
export const BINARY_INVALID_SHARE = 0.1;
/** Bytes per hex dump line. */
const ROW = 16;

export type OutputBytes =
  | { kind: "text"; text: string; invalidBytes: number }
  | { kind: "binary"; bytes: number; nul: boolean; invalidBytes: number; hexdump: string };

/**
 * A hex dump in `xxd -g1` shape: offset, 16 bytes in hex, their printable ASCII.
 * @example hexdump(Buffer.from("AB\0")) // => "00000000: 41 42 00  AB."
 */
export function hexdump(buf: Uint8Array): string {
  const rows: string[] = [];
  for (let off = 0; off < buf.length; off += ROW) {
    const row = buf.subarray(off, off + ROW);
    const hex = [...row].map((b) => b.toString(16).padStart(2, "0")).join(" ");
    const ascii = [...row].map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : ".")).join("");
    rows.push(`${off.toString(16).padStart(8, "0")}: ${hex.padEnd(ROW * 3 - 1)}  ${ascii}`);
  }
  return rows.join("\n");
}

/** Classifies and decodes a command's output bytes (see the module comment). */
export function outputBytes(buf: Uint8Array): OutputBytes {
  const nul = buf.includes(0);
  const d = decodeFile(buf);
  const bomText = d.bom ? "\uFEFF" : "";
  if (!nul && d.invalidBytes <= BINARY_INVALID_SHARE * buf.length) {
    if (d.invalidBytes === 0) return { kind: "text", text: bomText + d.text, invalidBytes: 0 };
    const text = d.text.replace(/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/g, (ch) => `\\x${escapedByte(ch)!.toString(16).toUpperCase().padStart(2, "0")}`);
    return { kind: "text", text: bomText + text, invalidBytes: d.invalidBytes };
  }
  return { kind: "binary", bytes: buf.length, nul, invalidBytes: d.invalidBytes, hexdump: hexdump(buf) };
}

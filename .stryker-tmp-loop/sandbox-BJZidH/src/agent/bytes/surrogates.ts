/**
 * Cuts that never split a UTF-16 surrogate pair: a lone surrogate in a request body is
 * invalid JSON text for the Messages API (HTTP 400), so every cut of the model's copy
 * (cap head, cap tail, read's long-line cut) moves to a code point boundary.
 */
// @ts-nocheck


const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The largest boundary ≤ `at` that does not split a pair. */
export function boundaryBefore(text: string, at: number): number {
  if (at <= 0 || at >= text.length) return Math.max(0, Math.min(at, text.length));
  return isHigh(text.charCodeAt(at - 1)) && isLow(text.charCodeAt(at)) ? at - 1 : at;
}

/** The smallest boundary ≥ `at` that does not split a pair. */
export function boundaryAfter(text: string, at: number): number {
  if (at <= 0 || at >= text.length) return Math.max(0, Math.min(at, text.length));
  return isHigh(text.charCodeAt(at - 1)) && isLow(text.charCodeAt(at)) ? at + 1 : at;
}

/** At most `n` leading UTF-16 units of `text`, ending on a code point boundary. */
export const headOf = (text: string, n: number): string => text.slice(0, boundaryBefore(text, n));

/** At most `n` trailing UTF-16 units of `text`, starting on a code point boundary. */
export const tailOf = (text: string, n: number): string => (n <= 0 ? "" : text.slice(boundaryAfter(text, text.length - n)));

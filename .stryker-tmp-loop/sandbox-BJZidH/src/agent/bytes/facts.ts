/** What the trace records of a file a tool wrote: its sha256 and size, never its content again. */
// @ts-nocheck

import { createHash } from "node:crypto";

export interface FileFacts {
  /** Hex sha256 of the file's bytes after the call. */
  sha256: string;
  bytes: number;
}

/** Facts of the bytes now on disk. */
export function fileFacts(bytes: Uint8Array): FileFacts {
  return { sha256: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.length };
}

/** Hex sha256 of a string's UTF-8 bytes. */
export const sha256Text = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex");

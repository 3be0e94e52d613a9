/** A file's fingerprint line: path, size, mtimeMs, ctimeMs (NUL-separated), a symlink followed. @throws when it cannot be stat'ed */
export function statLine(p: string): string;
/** Every file (and symlink) under `dir`, recursively, sorted by code unit within each folder; `accept` filters by name. */
export function listFiles(dir: string, accept?: (name: string) => boolean): string[];
/** The fingerprint lines of everything under `dir` (files; symlinks and their targets; folders with `withDirectories`); none when it does not exist. */
export function treeStats(dir: string, opts?: { withDirectories?: boolean }): string[];
/** sha256 (16 hex characters) over `files`' paths and bytes, read from `manifest` while no fingerprint changed, else hashed again and stored. */
export function cachedContentHash(files: string[], manifest: string): Promise<string>;

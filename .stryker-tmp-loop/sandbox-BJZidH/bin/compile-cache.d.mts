/** Where the compile cache lives unless FREECODE_COMPILE_CACHE names another folder. */
// @ts-nocheck

export const DEFAULT_COMPILE_CACHE_DIR: string;
export type CompileCacheStatus = "enabled" | "already-enabled" | "failed" | "disabled" | "unavailable" | "off";
/** Switches on Node's compile cache (Node ≥ 22.1) for the rest of the process; a no-op ("unavailable") before. Never throws. */
export function enableCompileCache(opts?: {
  module?: { enableCompileCache?: (dir?: string) => unknown; constants?: unknown };
  env?: Record<string, string | undefined>;
}): { status: CompileCacheStatus; directory?: string; message?: string };

// @ts-nocheck
// Node's on-disk compile cache (module.enableCompileCache, Node ≥ 22.1) keeps V8's compiled code
// of every module loaded after it is switched on, so the next `freecode` or agent process skips
// parsing and compiling the bundle and its npm packages. Node 20 has no such API: there this is a
// no-op, on purpose, and the process starts as before.
import nodeModule from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the cache lives unless FREECODE_COMPILE_CACHE says otherwise: beside the bundles. */
export const DEFAULT_COMPILE_CACHE_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "node_modules", ".cache", "freecode", "compile");

/**
 * Switches on Node's compile cache for the rest of this process, when this Node has it.
 * Call it first thing in an entry point, before importing what should be cached.
 * Node keeps a subfolder per Node version and V8 flags, so runtimes sharing the folder do
 * not clash; Node itself skips the cache when NODE_DISABLE_COMPILE_CACHE=1.
 * @param {{ module?: { enableCompileCache?: Function, constants?: any }, env?: Record<string, string | undefined> }} [opts]
 *   `module` and `env` default to `node:module` and process.env (injectable for tests).
 *   FREECODE_COMPILE_CACHE in `env` names another folder, or "0" switches the cache off.
 * @returns {{ status: "enabled" | "already-enabled" | "failed" | "disabled" | "unavailable" | "off", directory?: string, message?: string }}
 *   "unavailable": this Node has no compile cache (before 22.1); "off": FREECODE_COMPILE_CACHE=0.
 *   Never throws: a cache that cannot be written (read-only checkout, sandbox) is only slower.
 */
export function enableCompileCache(opts = {}) {
  const mod = opts.module ?? nodeModule;
  const env = opts.env ?? process.env;
  if (typeof mod.enableCompileCache !== "function") return { status: "unavailable" };
  const setting = env.FREECODE_COMPILE_CACHE;
  if (setting === "0") return { status: "off" };
  const dir = setting || DEFAULT_COMPILE_CACHE_DIR;
  try {
    const r = mod.enableCompileCache(dir);
    const codes = mod.constants?.compileCacheStatus ?? {};
    const name = Object.keys(codes).find((k) => codes[k] === r?.status);
    const status = name ? name.toLowerCase().replace(/_/g, "-") : "failed";
    return { status, ...(r?.directory ? { directory: r.directory } : {}), ...(r?.message ? { message: r.message } : {}) };
  } catch (err) {
    return { status: "failed", message: err instanceof Error ? err.message : String(err) };
  }
}

// Prebuilt JavaScript bundles of the TypeScript sources, so that `freecode` and each trial's
// agent process start in plain Node instead of compiling TypeScript on load (tsx's loader
// costs about a second per process on a 2-core machine). A bundle's name carries a hash of
// every source file, so any edit rebuilds it (the hash is recomputed only when a file's stats
// changed: sourcesHash); the build is atomic (write, then rename).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { cachedContentHash, listFiles } from "./stat-fingerprint.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SRC = join(ROOT, "src");
const CACHE = join(ROOT, "node_modules", ".cache", "freecode");

/**
 * esbuild's target for every bundle: the oldest Node that package.json's `engines` admits, not
 * the Node doing the build. Bundles are cached by source hash alone and shared by every Node
 * using this checkout (.ci/run tests on Node 20 and then 24 with one node_modules), so a bundle
 * built on Node 24 must still load on Node 20. test/node/versions.test.ts keeps it equal to engines.
 */
export const BUNDLE_TARGET = "node20.19";

/**
 * The files a bundle is built from, in hashing order: every .ts file under `src`, this file
 * and the other .mjs files beside it (bundled into the CLI too — this one, stat-fingerprint.mjs,
 * agent-snapshot.mjs — so a change to one must rebuild the bundles), and with
 * `withPackages` the installed packages' record (npm rewrites node_modules/.package-lock.json
 * on every install, so an `npm ci` that changes a package's version rebuilds a bundle holding
 * the old one; else package-lock.json).
 * @param {{ src: string, self: string, lockfiles: string[] }} where
 * @param {boolean} withPackages
 * @returns {string[]}
 */
function bundleInputs(where, withPackages) {
  const lockfile = withPackages ? where.lockfiles.find((f) => existsSync(f)) : undefined;
  const binDir = dirname(where.self);
  const bin = readdirSync(binDir).filter((name) => name.endsWith(".mjs")).sort().map((name) => join(binDir, name));
  return [...listFiles(where.src, (name) => name.endsWith(".ts")), ...bin, ...(lockfile ? [lockfile] : [])];
}

/** This checkout's inputs of sourcesHash, and the manifest it keeps their fingerprints in. */
function defaultSourcesWhere(withPackages) {
  return {
    src: SRC, self: fileURLToPath(import.meta.url),
    lockfiles: [join(ROOT, "node_modules", ".package-lock.json"), join(ROOT, "package-lock.json")],
    manifest: join(CACHE, `sources${withPackages ? "-with-packages" : ""}.json`),
  };
}

/**
 * The content hash of a bundle's inputs (16 hex characters), without reading them when none
 * changed: a manifest beside the bundles keeps the inputs' fingerprints (path, size, mtimeMs,
 * ctimeMs: stat-fingerprint.mjs) with the hash they had, and only when one differs — a file
 * edited, added, removed or touched, a checkout — are the contents hashed again and the
 * manifest rewritten. Reading and hashing every source on every launch cost about 40 ms on a
 * quiet machine; stat calls cost a few.
 * @param {boolean} withPackages also the installed packages' record (bundleInputs)
 * @param {{ src: string, self: string, lockfiles: string[], manifest: string }} [where] default:
 *   this checkout's src/, this file, node_modules/.package-lock.json else package-lock.json,
 *   and node_modules/.cache/freecode/sources[-with-packages].json (injectable for tests)
 * @returns {Promise<string>}
 */
export async function sourcesHash(withPackages, where = defaultSourcesWhere(withPackages)) {
  return cachedContentHash(bundleInputs(where, withPackages), where.manifest);
}

/**
 * Replaces each `import.meta.url` expression (not the words inside a string literal) with the
 * source file's own URL.
 * @param {string} code
 * @param {string} url
 */
export function keepImportMetaUrl(code, url) {
  return code.replace(/(?<![\w"'`.])import\.meta\.url(?![\w"'`])/g, JSON.stringify(url));
}

/**
 * How each entry point is bundled. Both inline their npm packages (tree-shaken, a package's
 * hundreds of small modules read and compiled as one chunk: the statistics' @stdlib packages
 * alone are about 200 CommonJS files), and both keep code splitting, so a command still loads
 * only the packages it uses. Left in node_modules: what is loaded off the usual path and finds
 * files of its own at run time — yargs in the agent, whose own reader handles the runner's
 * command lines (cli/agent-args.ts); esbuild (its native binary) and tsx (the launcher's
 * fallback) in the CLI. The CLI inlines yargs: resolving and compiling its ~20 separate files
 * cost about 70 ms CPU of every command's start-up, and its locale files are still found (its
 * import.meta.url is kept: keep-import-meta-url below). Every caller (launcher, runner, bench,
 * tests) gets the same bundle for an entry.
 * @type {Record<string, { inlinePackages: boolean, external: string[] }>}
 */
export const BUNDLE_OPTIONS = {
  "cli/main.ts": { inlinePackages: true, external: ["esbuild", "tsx", "tsx/*"] },
  "cli/agent-entry.ts": { inlinePackages: true, external: ["yargs", "yargs/*"] },
};

/**
 * Path of an up-to-date bundle of `entry` (a path under src/), building it when needed.
 * Each module's `import.meta.url` keeps pointing at its source file, so files read beside
 * the sources (system prompt, tool descriptions, prices, package.json) are found as before.
 * @param {string} entry e.g. "cli/main.ts"
 * @param {{ inlinePackages?: boolean, external?: string[] }} [opts] default BUNDLE_OPTIONS[entry],
 *   else every package left in node_modules.
 *   `inlinePackages`: the npm packages go into the bundle too, except those named in `external`.
 * @returns {Promise<string>}
 * @throws when esbuild fails (callers fall back to running the sources with tsx)
 */
export async function ensureBundle(entry, opts = BUNDLE_OPTIONS[entry] ?? {}) {
  const inline = opts.inlinePackages === true;
  const name = entry.replace(/[^a-z0-9]+/gi, "-").replace(/-ts$/, "") + (inline ? "-inlined" : "");
  // Code splitting: every `await import(…)` of the sources becomes its own chunk, so a command
  // loads only the npm packages it uses (a single file would hoist every package import to the
  // top, and `eval analyze` would load the SDK, the tokenizer and execa before doing anything).
  const dir = join(CACHE, `${name}-${await sourcesHash(inline)}`);
  const out = join(dir, `${basename(entry, ".ts")}.mjs`);
  if (existsSync(out)) return out;
  mkdirSync(CACHE, { recursive: true });
  const { build } = await import("esbuild");
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  await build({
    // Paths in the bundle's comments relative to the checkout, whichever process (and working
    // directory: a trial's, a test's temporary folder) happens to build it first.
    absWorkingDir: ROOT,
    entryPoints: [join(SRC, entry)], outdir: tmp, bundle: true, splitting: true, platform: "node", format: "esm", target: BUNDLE_TARGET,
    outExtension: { ".js": ".mjs" }, logLevel: "silent",
    ...(inline
      ? {
        external: opts.external ?? [],
        // CommonJS packages inside an ES module still call require() for Node's built-ins.
        // Resolved from the package root, not import.meta.url (every module's is its source's).
        banner: { js: `import { createRequire as __freecodeCreateRequire } from "node:module"; const require = __freecodeCreateRequire(${JSON.stringify(pathToFileURL(join(ROOT, "package.json")).href)});` },
      }
      : { packages: "external" }),
    plugins: [{
      name: "keep-import-meta-url",
      setup(b) {
        // .mjs too: this very file is bundled into the CLI, and its ROOT must stay the repo's;
        // and a package's ES modules (.js) when packages are inlined, so each keeps its own URL.
        b.onLoad({ filter: inline ? /\.(ts|mjs|js)$/ : /\.(ts|mjs)$/ }, (args) => ({
          contents: keepImportMetaUrl(readFileSync(args.path, "utf8"), pathToFileURL(args.path).href),
          loader: args.path.endsWith(".ts") ? "ts" : "js",
        }));
      },
    }],
  });
  try {
    renameSync(tmp, dir);
  } catch (err) {
    // Another process built the same sources first: theirs is as good as ours.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(out)) throw err;
  }
  removeStaleBundles(name, dir);
  return out;
}

/**
 * Deletes the cache entries of `name` (bundles, agent snapshots) built from older sources. Only
 * those untouched for a day: a run started before an edit still loads chunks (or starts agents)
 * from its own entry as it goes.
 * @param {string} name the entry's prefix, e.g. "cli-main-inlined"
 * @param {string} keep the entry in use, never removed
 */
export function removeStaleBundles(name, keep) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const e of readdirSync(CACHE, { withFileTypes: true })) {
    const p = join(CACHE, e.name);
    if (p === keep || !e.name.startsWith(`${name}-`)) continue;
    try {
      if (statSync(p).mtimeMs < dayAgo) rmSync(p, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove: either way nothing to do.
    }
  }
}

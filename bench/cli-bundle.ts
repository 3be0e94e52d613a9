/**
 * A what-if for P0: the `freecode` command line built with esbuild's code splitting, so that
 * each stage the CLI imports lazily (`await import(…)`: the runner, the simulator and its
 * tokenizer, the statistics, the reports) stays in its own chunk, and its npm packages load only
 * when a command needs them. bin/bundle.mjs builds one file, where esbuild hoists every package
 * import to the top, so every command loads them all at start-up. The benchmark times
 * `node <split bundle> eval ab …` next to `node bin/freecode.mjs eval ab …`.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PACKAGE_ROOT } from "../src/suite/load.ts";

/** `import.meta.url` as code, not inside a string (bundlers of bundles, like src/runner/agent-bundle.ts, quote it). */
const META_URL = /(?<!["'`])\bimport\.meta\.url\b(?!["'`])/g;

/** Where the bundle is written: inside the package, so that its bare imports resolve from node_modules. */
export const CLI_BUNDLE_DIR = join(PACKAGE_ROOT, "node_modules", ".cache", "freecode-bench");

/**
 * Builds src/cli/main.ts with code splitting into `<dir>/split-<pid>/` (npm packages left
 * external; `import.meta.url` kept pointing at each source file, .mjs files such as
 * bin/bundle.mjs included, so files read beside the sources are still found). The caller
 * deletes the folder.
 * @returns the entry file's path (`main.mjs` in that folder)
 * @throws Error when esbuild fails
 */
export async function buildCliBundle(dir: string = CLI_BUNDLE_DIR): Promise<string> {
  const { build } = await import("esbuild");
  const outdir = join(dir, `split-${process.pid}`);
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [join(PACKAGE_ROOT, "src", "cli", "main.ts")], outdir, bundle: true, splitting: true, platform: "node", format: "esm", target: "node20",
    outExtension: { ".js": ".mjs" }, packages: "external", logLevel: "silent",
    plugins: [{
      name: "keep-import-meta-url",
      setup(b) {
        b.onLoad({ filter: /\.(ts|mjs)$/ }, (args) => ({
          contents: readFileSync(args.path, "utf8").replace(META_URL, JSON.stringify(pathToFileURL(args.path).href)),
          loader: args.path.endsWith(".ts") ? "ts" : "js",
        }));
      },
    }],
  });
  return join(outdir, "main.mjs");
}

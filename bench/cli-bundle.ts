/**
 * A what-if for P0: the `freecode` command line prebuilt into one ESM file with esbuild, the way
 * src/runner/agent-bundle.ts prebuilds the agent, so that start-up skips tsx's per-module
 * transpile and its loader-thread round trips. The benchmark times `node <bundle> eval ab …`
 * next to `node bin/freecode.mjs eval ab …` to show what such a change to bin/ would save.
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
 * Bundles src/cli/main.ts (npm packages left external, `import.meta.url` kept pointing at each
 * source file so files read beside the sources are still found) into `<dir>/freecode-cli-<pid>.mjs`
 * (default dir {@link CLI_BUNDLE_DIR}; the caller deletes it).
 * @returns the bundle's path
 * @throws Error when esbuild fails
 */
export async function buildCliBundle(dir: string = CLI_BUNDLE_DIR): Promise<string> {
  const { build } = await import("esbuild");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `freecode-cli-${process.pid}.mjs`);
  await build({
    entryPoints: [join(PACKAGE_ROOT, "src", "cli", "main.ts")], outfile, bundle: true, platform: "node", format: "esm", target: "node20",
    packages: "external", logLevel: "silent",
    plugins: [{
      name: "keep-import-meta-url",
      setup(b) {
        b.onLoad({ filter: /\.ts$/ }, (args) => ({
          contents: readFileSync(args.path, "utf8").replace(META_URL, JSON.stringify(pathToFileURL(args.path).href)),
          loader: "ts",
        }));
      },
    }],
  });
  return outfile;
}

/**
 * A prebuilt JavaScript bundle of the agent's entry point, so that each trial's child process
 * starts in plain Node instead of compiling TypeScript on load (tsx's loader costs about a
 * second per process on a 2-core machine). Rebuilt whenever a source file changes: the
 * bundle's name carries a hash of every file under src/.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PACKAGE_ROOT } from "../suite/load.ts";

const SRC = join(PACKAGE_ROOT, "src");
const ENTRY = join(SRC, "cli", "agent-entry.ts");
const CACHE = join(PACKAGE_ROOT, "node_modules", ".cache", "freecode");

function sourceHash(): string {
  const h = createHash("sha256");
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts")) h.update(p).update(readFileSync(p));
    }
  };
  walk(SRC);
  return h.digest("hex").slice(0, 16);
}

let built: Promise<string> | null = null;

/**
 * Path of an up-to-date bundle of the agent entry point, building it if needed.
 * Each module's `import.meta.url` keeps pointing at its source file, so files read beside
 * the sources (system prompt, tool descriptions, prices) are found as before.
 * @throws Error when esbuild fails (the caller falls back to running the sources with tsx).
 */
export function ensureAgentBundle(): Promise<string> {
  built ??= (async () => {
    const out = join(CACHE, `agent-${sourceHash()}.mjs`);
    if (existsSync(out)) return out;
    mkdirSync(CACHE, { recursive: true });
    const { build } = await import("esbuild");
    const tmp = `${out}.${process.pid}.tmp`;
    await build({
      entryPoints: [ENTRY], outfile: tmp, bundle: true, platform: "node", format: "esm", target: "node20",
      packages: "external", logLevel: "silent",
      plugins: [{
        name: "keep-import-meta-url",
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
            loader: "ts",
          }));
        },
      }],
    });
    renameSync(tmp, out); // atomic: concurrent runs never see a half-written bundle
    return out;
  })();
  return built;
}

/**
 * `freecode --version`: the package's name and version, and the Node running it. The
 * package.json is found by walking up from this file, which runs from src/cli/ or from the
 * bundle under node_modules/.cache/ (bin/bundle.mjs), both inside the package.
 */
// @ts-nocheck

import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** E.g. "freecode-eval 0.1.0 (Node v20.20.2)"; "freecode (version unknown)" when no package.json is found. */
export function versionText(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "freecode-eval") return `${pkg.name} ${pkg.version} (Node ${process.version})`;
    }
    if (dirname(dir) === dir) return `freecode (version unknown; Node ${process.version})`;
  }
}

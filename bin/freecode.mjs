#!/usr/bin/env node
// Runs the CLI from a bundle built from the sources (rebuilt on any change), falling back to
// running the TypeScript sources through tsx's loader, so a fresh clone needs no build step
// between `npm ci` and `npx freecode`. The compile cache goes on first, so that everything
// imported after it (the bundle, its chunks, the npm packages) is cached on Node ≥ 22.1.
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { enableCompileCache } from "./compile-cache.mjs";
import { showEarlyStatus } from "./early-status.mjs";

showEarlyStatus(process.argv.slice(2));
enableCompileCache();
const { ensureBundle } = await import("./bundle.mjs");

let bundle = null;
try {
  bundle = await ensureBundle("cli/main.ts");
} catch {
  bundle = null;
}
if (bundle) {
  // Validated cases are kept beside the bundle whose code validated them (src/suite/case-cache.ts).
  globalThis[Symbol.for("freecode.caseCacheDir")] = `${dirname(bundle)}.cases`;
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli/main.ts");
}

#!/usr/bin/env node
// Runs the CLI from a bundle built from the sources (rebuilt on any change), falling back to
// running the TypeScript sources through tsx's loader, so a fresh clone needs no build step
// between `npm ci` and `npx freecode`.
import { pathToFileURL } from "node:url";
import { ensureBundle } from "./bundle.mjs";

let bundle = null;
try {
  bundle = await ensureBundle("cli/main.ts");
} catch {
  bundle = null;
}
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli/main.ts");
}

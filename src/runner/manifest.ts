/**
 * manifest.json: what ran, so a run can be explained, resumed, merged and re-analysed.
 */
import { readFileSync } from "node:fs";
import { execaSync } from "execa";
import { PACKAGE_ROOT } from "../suite/load.ts";
import type { LoadedSuite } from "../suite/schema.ts";
import { redactVariant, type Variant } from "../variant/parse.ts";

export interface Manifest {
  schema: 1;
  runId: string;
  createdAt: string;
  tool: { name: string; version: string; node: string; gitCommit: string | null; gitDirty: boolean | null };
  suite: { name: string; file: string; hash: string; cases: Record<string, string> };
  variants: { baseline: Variant; candidate: Variant };
  provider: string;
  model: string;
  seed: number;
  trials: number;
  pricingDate: string;
  sim: { noise: number; faults: Record<string, number> } | null;
  options: Record<string, unknown>;
}

function git(args: string[]): string | null {
  try {
    return execaSync("git", args, { cwd: PACKAGE_ROOT, reject: true }).stdout.toString().trim();
  } catch {
    return null;
  }
}

/** The harness's own version and provenance. */
export function toolInfo(): Manifest["tool"] {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { name: string; version: string };
  const commit = git(["rev-parse", "HEAD"]);
  const status = commit ? git(["status", "--porcelain", "--untracked-files=no"]) : null;
  return { name: pkg.name, version: pkg.version, node: process.version, gitCommit: commit, gitDirty: status === null ? null : status.length > 0 };
}

/** Builds the manifest for a run; variants are stored with secrets redacted. */
export function buildManifest(p: {
  runId: string; suite: LoadedSuite; baseline: Variant; candidate: Variant; provider: string; model: string;
  seed: number; trials: number; pricingDate: string; sim: Manifest["sim"]; options: Record<string, unknown>;
}): Manifest {
  return {
    schema: 1, runId: p.runId, createdAt: new Date().toISOString(), tool: toolInfo(),
    suite: { name: p.suite.name, file: p.suite.file, hash: p.suite.hash, cases: Object.fromEntries(p.suite.loadedCases.map((c) => [c.id, c.hash])) },
    variants: { baseline: redactVariant(p.baseline), candidate: redactVariant(p.candidate) },
    provider: p.provider, model: p.model, seed: p.seed, trials: p.trials, pricingDate: p.pricingDate, sim: p.sim, options: p.options,
  };
}

/**
 * `agent:git=<ref>`: the FreeCode agent as it was at a git ref of this repository — the
 * reference build of a nightly gate (`eval gate coding --baseline agent:git=v1.4.0`, the last
 * release). A run pins the ref to its commit before the first trial (../pin-agent.ts), so
 * every trial runs one commit and the manifest, reports, gate.json and junit.xml name it.
 *
 * The ref's files are exported with `git archive` (read-only: no checkout, no worktree, the
 * repository is not touched) into `<tmp>/freecode-git-<commit>`, once per commit and shared by
 * every trial and run. Dependencies: when the ref's package-lock.json equals the current one
 * the current node_modules is linked in; otherwise `npm ci` installs the ref's own (this needs
 * the registry). The agent's entry is bundled with esbuild as the built-in agent's is
 * (src/runner/agent-bundle.ts), falling back to the ref's `bin/freecode.mjs agent`. The ref
 * must have the same `agent run` command line (--cwd, --prompt-file, --trace, --model,
 * --max-turns, --max-tokens) as today's agent. `--max-trial-tokens` is passed only to a ref
 * whose `agent run` declares it; an older ref runs to its end and the trial is failed from its
 * usage instead (src/runner/token-limit.ts).
 */
// @ts-nocheck

import { BUNDLE_TARGET, keepImportMetaUrl } from "../../../bin/bundle.mjs";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { execa } from "execa";
import { PACKAGE_ROOT } from "../../suite/load.ts";
import type { AgentInvocation, ProcessOutcome } from "../agent-process.ts";
import { runProcess } from "./spawn.ts";
import type { AgentAdapter } from "./types.ts";

const READY = ".freecode-ready";

/** A ref's build: its folder and the command-line prefix that runs its agent. */
export interface RefBuild { commit: string; dir: string; entry: string[] }

const builds = new Map<string, Promise<RefBuild>>();

function fileHash(path: string): string | null {
  return existsSync(path) ? createHash("sha256").update(readFileSync(path)).digest("hex") : null;
}

/** Bundles the agent entry of the tree in `dir`, which will be moved to `finalDir`; returns the entry there. */
async function bundle(dir: string, finalDir: string): Promise<string[]> {
  const entry = join(dir, "src", "cli", "agent-entry.ts");
  if (!existsSync(entry)) return [join(finalDir, "bin", "freecode.mjs"), "agent"];
  const out = join(dir, "agent-bundle.mjs");
  const { build } = await import("esbuild");
  await build({
    entryPoints: [entry], outfile: out, bundle: true, platform: "node", format: "esm", target: BUNDLE_TARGET, packages: "external", logLevel: "silent",
    absWorkingDir: dir,
    // Files the agent reads beside its sources (prompts, tool descriptions) resolve in the ref's tree.
    // .mjs too: bin/compile-cache.mjs finds its cache folder from its own URL.
    plugins: [{ name: "keep-import-meta-url", setup(b) { b.onLoad({ filter: /\.(ts|mjs)$/ }, (a) => ({ contents: keepImportMetaUrl(readFileSync(a.path, "utf8"), pathToFileURL(finalDir + a.path.slice(dir.length)).href), loader: a.path.endsWith(".ts") ? "ts" : "js" })); } }],
  });
  return [join(finalDir, "agent-bundle.mjs")];
}

async function buildRef(ref: string, root: string): Promise<RefBuild> {
  const rev = await execa("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: root, reject: false });
  if (rev.exitCode !== 0) throw new Error(`"${ref}" is not a commit of the repository at ${root} (git rev-parse found nothing)`);
  const commit = rev.stdout.trim();
  const dir = join(tmpdir(), `freecode-git-${commit.slice(0, 16)}`);
  if (existsSync(join(dir, READY))) return JSON.parse(readFileSync(join(dir, READY), "utf8")) as RefBuild;
  const tmp = `${dir}.${process.pid}.${Date.now()}.tmp`;
  mkdirSync(tmp, { recursive: true });
  try {
    const tar = await execa("sh", ["-c", 'git -C "$1" archive --format=tar "$2" | tar -x -C "$3"', "sh", root, commit, tmp], { reject: false });
    if (tar.exitCode !== 0) throw new Error(`git archive ${commit} failed: ${tar.stderr.slice(-500)}`);
    if (fileHash(join(tmp, "package-lock.json")) === fileHash(join(root, "package-lock.json")) && existsSync(join(root, "node_modules"))) {
      symlinkSync(join(root, "node_modules"), join(tmp, "node_modules"), "dir");
    } else {
      const npm = await execa("npm", ["ci", "--no-audit", "--no-fund"], { cwd: tmp, reject: false });
      if (npm.exitCode !== 0) throw new Error(`npm ci for ${ref} failed: ${npm.stderr.slice(-500)}`);
    }
    const entry = await bundle(tmp, dir);
    const built: RefBuild = { commit, dir, entry };
    writeFileSync(join(tmp, READY), JSON.stringify(built));
    try {
      renameSync(tmp, dir); // atomic: a concurrent build of the same commit either wins or finds ours
    } catch {
      if (!existsSync(join(dir, READY))) throw new Error(`cannot move the build of ${ref} to ${dir}`);
    }
    return built;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The build of `ref` in the repository at `root` (default: this package's), made once per
 * commit and process (and reused across processes through its ready marker).
 * @throws Error when the ref is not a commit, or the export, install or bundle fails.
 */
export function refBuild(ref: string, root: string = PACKAGE_ROOT): Promise<RefBuild> {
  const key = `${root}\0${ref}`;
  let b = builds.get(key);
  if (!b) {
    b = buildRef(ref, root);
    builds.set(key, b);
    b.catch(() => builds.delete(key));
  }
  return b;
}

/** Whether the agent of the ref build in `dir` takes `--max-trial-tokens` (its agent-run.ts declares it). */
export function refTakesTrialTokens(dir: string): boolean {
  const file = join(dir, "src", "cli", "agent-run.ts");
  return existsSync(file) && readFileSync(file, "utf8").includes('"max-trial-tokens"');
}

/**
 * The ref agent's command line for one trial (the same flags as the built-in agent's);
 * `--max-trial-tokens` only when `trialTokens` says the ref takes it.
 */
export function refAgentArgs(entry: readonly string[], inv: AgentInvocation, trialTokens = false): string[] {
  const args = [...entry, "run", "--cwd", inv.cwd, "--prompt-file", inv.promptFile, "--trace", inv.tracePath, "--model", inv.model, "--max-turns", String(inv.maxTurns)];
  if (inv.maxTokens !== undefined) args.push("--max-tokens", String(inv.maxTokens));
  if (trialTokens && inv.maxTrialTokens !== undefined) args.push("--max-trial-tokens", String(inv.maxTrialTokens));
  return args;
}

export const gitRefAdapter: AgentAdapter = {
  name: "git",
  argRequired: "agent:git=origin/main (a branch, tag or commit of this repository)",
  async run(inv: AgentInvocation, ref: string | undefined): Promise<ProcessOutcome> {
    const started = Date.now();
    let build: RefBuild;
    try {
      build = await refBuild(ref ?? "");
    } catch (err) {
      return { kind: "spawn_failed", message: `agent:git=${ref}: ${(err as Error).message}`, ms: Date.now() - started, stderrTail: "" };
    }
    return runProcess({ file: process.execPath, args: refAgentArgs(build.entry, inv, refTakesTrialTokens(build.dir)), cwd: inv.cwd, env: inv.env, timeoutSec: inv.timeoutSec, onGroup: inv.onGroup });
  },
};

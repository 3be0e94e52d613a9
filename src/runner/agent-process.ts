/**
 * Starts the agent for one trial as a child process with its own environment, in its own
 * process group, and kills the whole group at the trial's timeout.
 */
import { join } from "node:path";
import { PACKAGE_ROOT } from "../suite/load.ts";
import { ensureAgentBundle, ensureAgentSnapshotBlob } from "./agent-bundle.ts";
import { runInProcessGroup, type Env, type ProcessOutcome } from "../proc/group.ts";
import { sandboxed, type SandboxKind } from "./sandbox.ts";

// Defined with the process runner (a lower module); agents and adapters name them from here.
export type { Env, ProcessOutcome };

/** Variables of the user's environment that a trial inherits; everything else is scrubbed. */
const INHERITED = ["PATH", "LANG", "LC_ALL", "TZ", "TMPDIR", "SYSTEMROOT"];

/**
 * Builds a trial's environment as a fresh object: an allowlist of the harness's own
 * environment, a per-trial HOME, then the provider's variables, the case's env and the
 * variant's env (later ones win). Never mutates process.env.
 */
export function trialEnv(
  base: Readonly<Record<string, string | undefined>>,
  parts: { home: string; provider: Env; caseEnv: Env; variantEnv: Env },
): Env {
  const env: Env = {};
  for (const k of INHERITED) {
    const v = base[k];
    if (v !== undefined) env[k] = v;
  }
  env.HOME = parts.home;
  return { ...env, ...parts.provider, ...parts.caseEnv, ...parts.variantEnv };
}

export interface AgentInvocation {
  cwd: string;
  promptFile: string;
  tracePath: string;
  model: string;
  maxTurns: number;
  maxTokens?: number;
  /**
   * Tokens the trial may use in all (input, output and cache tokens of every response). The
   * FreeCode agent stops itself at it; external agents cannot be stopped mid-way, so the
   * trial records from their usage that they passed it (src/runner/token-limit.ts).
   */
  maxTrialTokens?: number;
  timeoutSec: number;
  env: Env;
  /** Run the agent under bubblewrap (see sandbox.ts); default none. */
  sandbox?: SandboxKind;
  /** Sees the agent's process group id when it starts (the trial records it in the run folder). */
  onGroup?: (pgid: number) => void;
}

let warnedNoBundle = false;
let warnedNoSnapshot = false;

/**
 * Whether a trial's agent may start from the start-up snapshot: not when FREECODE_AGENT_SNAPSHOT=0
 * (in the harness's environment or the trial's: a variant can A/B the start-up itself), nor when
 * the trial sets NODE_OPTIONS (a preload such as bench/profile-hook.mjs, which a snapshot's
 * start does not run).
 */
function snapshotWanted(inv: AgentInvocation): boolean {
  return process.env.FREECODE_AGENT_SNAPSHOT !== "0" && inv.env.FREECODE_AGENT_SNAPSHOT !== "0" && !inv.env.NODE_OPTIONS;
}

/**
 * The command line that runs the built-in FreeCode agent: its start-up snapshot for this Node
 * when it can be built (bin/agent-snapshot.mjs), else the prebuilt bundle, else the sources
 * through the `freecode` bin (tsx). Each fallback gives the same agent, only slower.
 */
export async function freecodeAgentCommand(inv: AgentInvocation): Promise<{ file: string; args: string[] }> {
  let entry: string[];
  try {
    entry = snapshotWanted(inv) ? await ensureAgentSnapshotBlob().then((blob) => ["--snapshot-blob", blob], (e: unknown) => {
      if (!warnedNoSnapshot) {
        warnedNoSnapshot = true;
        process.stderr.write(`freecode: no start-up snapshot of the agent for Node ${process.version} (${(e as Error).message.split("\n")[0]}); agents start from the bundle, which is slower\n`);
      }
      return ensureAgentBundle().then((b) => [b]);
    }) : [await ensureAgentBundle()];
  } catch (e) {
    // Still correct, only slower (about a CPU-second more per trial), so say it once and go on.
    if (!warnedNoBundle) {
      warnedNoBundle = true;
      process.stderr.write(`freecode: could not build the agent bundle (${(e as Error).message.split("\n")[0]}); agents run from the TypeScript sources, which is slower\n`);
    }
    entry = [join(PACKAGE_ROOT, "bin", "freecode.mjs"), "agent"];
  }
  const args = [
    ...entry, "run",
    "--cwd", inv.cwd, "--prompt-file", inv.promptFile, "--trace", inv.tracePath,
    "--model", inv.model, "--max-turns", String(inv.maxTurns),
  ];
  if (inv.maxTokens !== undefined) args.push("--max-tokens", String(inv.maxTokens));
  if (inv.maxTrialTokens !== undefined) args.push("--max-trial-tokens", String(inv.maxTrialTokens));
  return { file: process.execPath, args };
}

/**
 * Runs the agent to completion or timeout, in its own process group (proc/group.ts).
 * Never throws: every ending is an outcome.
 */
export async function runAgentProcess(inv: AgentInvocation): Promise<ProcessOutcome> {
  const { file, args } = sandboxed(inv.sandbox ?? "none", await freecodeAgentCommand(inv), { cwd: inv.cwd, home: inv.env.HOME ?? inv.cwd, tracePath: inv.tracePath, promptFile: inv.promptFile });
  return runInProcessGroup({ file, args, cwd: inv.cwd, env: inv.env, timeoutSec: inv.timeoutSec, onGroup: inv.onGroup });
}

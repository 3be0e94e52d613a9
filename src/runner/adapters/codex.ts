/**
 * `agent:codex[=EXTRA ARGS]`: OpenAI's Codex CLI as an arm. Runs, in the trial's workspace
 * and environment,
 *
 *   codex exec --json --skip-git-repo-check --sandbox workspace-write -m M [PROVIDER] [EXTRA ARGS] -
 *
 * with the prompt on stdin ("-"), and converts its events (codex-events.ts); the raw stream is
 * kept as `traces/<trial>.codex.ndjson`. Where it talks to:
 * - the simulator (FREECODE_SIM_URL in the trial environment, set by the default provider):
 *   its Responses front (`/v1/responses`, src/sim/responses-front.ts) as a custom model
 *   provider (`-c model_providers.freecode-sim={base_url, env_key, wire_api="responses"}`), with
 *   the trial's simulator key;
 * - `--provider openai --base-url URL`: that server's Responses API, with OPENAI_API_KEY;
 * - otherwise OpenAI's API with the variant's OPENAI_API_KEY / CODEX_API_KEY.
 * The program is FREECODE_CODEX_BIN from the trial environment, else `codex` on PATH. EXTRA ARGS
 * are split on whitespace; `-c key=value` overrides go there. Codex's sandbox mode is
 * `workspace-write` without the shared /tmp (`sandbox_workspace_write.exclude_slash_tmp`) unless EXTRA ARGS choose one (`--sandbox MODE`, `-s MODE`, or
 * `--dangerously-bypass-approvals-and-sandbox`, for trials already confined from outside).
 *
 * Codex keeps its state in CODEX_HOME (default `$HOME/.codex`, created here) and refuses to put
 * its helper binaries (the sandbox launcher and the `apply_patch` alias on PATH) under the
 * temporary folder; the trial HOME is a temporary folder, so Codex gets a TMPDIR of its own
 * inside the trial HOME (`$HOME/tmp`), which is not an ancestor of CODEX_HOME. Both stay
 * inside the trial's folder, removed with it. A variant's CODEX_HOME wins.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { convertCodex } from "./codex-events.ts";
import { besideTrace, neverThrows, runProcess, type TimedLine } from "./spawn.ts";
import { writeTraceFile } from "../../trace/index.ts";
import type { AgentAdapter } from "./types.ts";

type Env = Readonly<Record<string, string | undefined>>;

const SANDBOX_FLAGS = new Set(["--sandbox", "-s", "--dangerously-bypass-approvals-and-sandbox", "--full-auto"]);

/** TOML basic string (the `-c` values are parsed as TOML). */
const toml = (s: string) => JSON.stringify(s);

/** The `-c` overrides that point Codex at the simulator's or a configured Responses server; none for OpenAI's own API. */
export function codexProviderArgs(env: Env): string[] {
  const provider = (id: string, name: string, baseUrl: string, envKey: string) => [
    "-c", `model_provider=${toml(id)}`,
    "-c", `model_providers.${id}={name=${toml(name)}, base_url=${toml(baseUrl)}, env_key=${toml(envKey)}, wire_api="responses"}`,
  ];
  if (env.FREECODE_SIM_URL) return provider("freecode-sim", "freecode simulator", `${env.FREECODE_SIM_URL.replace(/\/+$/, "")}/v1`, "ANTHROPIC_API_KEY");
  if ((env.FREECODE_PROVIDER ?? "").toLowerCase() === "openai" && env.OPENAI_BASE_URL) return provider("freecode-openai", "openai-compatible", env.OPENAI_BASE_URL, "OPENAI_API_KEY");
  return [];
}

/** The argument list for one trial (prompt on stdin). */
export function codexArgs(model: string, extra: string | undefined, env: Env = {}): string[] {
  const more = extra?.trim() ? extra.trim().split(/\s+/) : [];
  // workspace-write makes /tmp writable too, and its bwrap launcher then creates mount points
  // for the credential folders it masks (/tmp/.aws…) in the shared /tmp: outside the trial.
  // Without /tmp the writable roots are the workspace and TMPDIR ($HOME/tmp, inside the trial).
  const sandbox = more.some((a) => SANDBOX_FLAGS.has(a) || a.startsWith("--sandbox=")) ? [] : ["--sandbox", "workspace-write", "-c", "sandbox_workspace_write.exclude_slash_tmp=true"];
  return ["exec", "--json", "--skip-git-repo-check", ...sandbox, "-m", model, ...codexProviderArgs(env), ...more, "-"];
}

/** The trial environment with Codex's own folders inside the trial HOME (see the module comment). */
export function codexEnv(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  const home = env.HOME;
  if (!home) return out;
  out.CODEX_HOME = env.CODEX_HOME || join(home, ".codex");
  out.TMPDIR = join(home, "tmp");
  for (const dir of [out.CODEX_HOME, out.TMPDIR]) if (dir.startsWith(home)) mkdirSync(dir, { recursive: true });
  return out;
}

export const codexAdapter: AgentAdapter = {
  name: "codex",
  run: neverThrows("codex", async (inv, arg) => {
    const started = Date.now();
    const lines: TimedLine[] = [];
    const env = codexEnv(inv.env);
    const proc = await runProcess({
      file: inv.env.FREECODE_CODEX_BIN || "codex", args: codexArgs(inv.model, arg, inv.env),
      cwd: inv.cwd, env, timeoutSec: inv.timeoutSec, stdinFile: inv.promptFile, onGroup: inv.onGroup,
      onLine: (line, t) => lines.push({ line, t }), stdoutCopy: besideTrace(inv.tracePath, "codex.ndjson"),
    });
    if (proc.kind === "spawn_failed") return proc;
    const { events, recognised } = convertCodex(lines, inv, { startedAt: started, endedAt: started + proc.ms });
    // No JSON events at all: no trace, so the trial reports the exit and stderr as infra.
    if (recognised === 0) return proc;
    try {
      writeTraceFile(inv.tracePath, events);
    } catch (err) {
      return { kind: "spawn_failed", message: `could not convert codex's events: ${(err as Error).message}`, ms: proc.ms, stderrTail: proc.stderrTail };
    }
    return proc;
  }),
};

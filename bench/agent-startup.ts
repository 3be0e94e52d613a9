/**
 * Agent start-up (issue 21 item 1, target ≤ 150 ms): from spawning the agent process the way the
 * runner does (runner/agent-process.ts `freecodeAgentCommand`: the agent's start-up snapshot or
 * the prebuilt bundle, the same options, a trial's scrubbed environment) to its first request
 * reaching the model API, and on to the process's exit. The API is a stub in this process that
 * answers every request at once with a one-word `end_turn` (Anthropic SSE), so what is timed is
 * the agent's own start and exit and nothing of a model or simulator. The agent's CPU time up
 * to the first request is read from /proc/<pid>/stat while it waits for the answer, and its
 * whole CPU time (start, one request, exit) from this process's account of its reaped children
 * (/proc/self/stat cutime + cstime) — Linux; null elsewhere.
 *
 * Both ways of starting are measured in the same run, alternating (snapshot, bundle, snapshot,
 * …), so a change in the machine's load falls on both alike; `start` chooses one only.
 *
 * Run alone: `node --import tsx bench/agent-startup.ts [repeats] [snapshot|bundle|both]` prints
 * one JSON object.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freecodeAgentCommand, trialEnv } from "../src/runner/agent-process.ts";
import { spread, type Spread } from "./spread.ts";

export interface AgentStartupSample {
  /** ms from spawn to the first request arriving at the API. */
  firstRequestMs: number;
  /** ms from spawn to the process's exit (start, one request answered at once, exit). */
  exitMs: number;
  /** CPU ms (user + system) of the agent process up to its first request; null off Linux. */
  cpuToFirstRequestMs: number | null;
  /** CPU ms (user + system) of the whole agent process: start, one request, exit; null off Linux. */
  cpuTotalMs: number | null;
  exitCode: number | null;
}

/** How the agent process starts: from its start-up snapshot, or from the ES-module bundle (FREECODE_AGENT_SNAPSHOT=0). */
export type AgentStart = "snapshot" | "bundle";

export interface AgentStartupResult {
  /** The first run (it may build the agent bundle's files into the OS cache), reported apart. */
  warmup: AgentStartupSample;
  samples: AgentStartupSample[];
  firstRequest: Spread;
  exit: Spread;
  cpuToFirstRequest: Spread | null;
  cpuTotal: Spread | null;
  /** Whether the runner's command line really was the one asked for (a snapshot that cannot be built falls back to the bundle). */
  commandLine: string[];
}

/** Anthropic Messages SSE for a one-word end_turn answer to `model`. */
function endTurnStream(model: string): string {
  const ev = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  return ev("message_start", { message: { id: "msg_bench", type: "message", role: "assistant", model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } })
    + ev("content_block_start", { index: 0, content_block: { type: "text", text: "" } })
    + ev("content_block_delta", { index: 0, delta: { type: "text_delta", text: "done" } })
    + ev("content_block_stop", { index: 0 })
    + ev("message_delta", { delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 1 } })
    + ev("message_stop", {});
}

/** utime + stime of a live process in ms, from /proc (clock ticks of 100 Hz, Linux's USER_HZ). */
function procCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** utime + stime of this process's reaped children in ms (fields 16 and 17 of /proc/self/stat). */
function childrenCpuMs(): number | null {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

const summarise = (runs: AgentStartupSample[], commandLine: string[]): AgentStartupResult => {
  const [warmup, ...samples] = runs as [AgentStartupSample, ...AgentStartupSample[]];
  const known = (xs: Array<number | null>) => (xs.every((c) => c !== null) && xs.length > 0 ? spread(xs as number[]) : null);
  return {
    warmup, samples, commandLine,
    firstRequest: spread(samples.map((s) => s.firstRequestMs)),
    exit: spread(samples.map((s) => s.exitMs)),
    cpuToFirstRequest: known(samples.map((s) => s.cpuToFirstRequestMs)),
    cpuTotal: known(samples.map((s) => s.cpuTotalMs)),
  };
};

/**
 * Spawns the built-in agent `repeats + 1` times against a stub API, as the runner starts it (its
 * start-up snapshot, or the bundle where none can be built: `commandLine` says which), and
 * times each run.
 * @throws Error when a run never sends a request (the message has its stderr)
 */
export async function measureAgentStartup(repeats: number): Promise<AgentStartupResult> {
  return (await measureAgentStarts(repeats, ["snapshot"])).snapshot!;
}

/**
 * Both ways of starting the agent (or those in `starts`), `repeats + 1` runs of each, in turn.
 * @throws Error when a run never sends a request (the message has its stderr)
 */
export async function measureAgentStarts(repeats: number, starts: readonly AgentStart[] = ["snapshot", "bundle"]): Promise<Record<AgentStart, AgentStartupResult | undefined>> {
  const dir = mkdtempSync(join(tmpdir(), "fc-bench-agent-"));
  let onRequest: (() => void) | null = null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    onRequest?.();
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      let model = "claude-sonnet-5-5";
      try {
        model = (JSON.parse(body) as { model?: string }).model ?? model;
      } catch { /* the agent always sends JSON; keep the default otherwise */ }
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(endTurnStream(model));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const runs: Record<AgentStart, AgentStartupSample[]> = { snapshot: [], bundle: [] };
    const lines: Record<AgentStart, string[]> = { snapshot: [], bundle: [] };
    const promptFile = join(dir, "prompt.txt");
    writeFileSync(promptFile, "Say done.\n");
    for (let i = 0; i <= repeats; i++) {
      for (const start of starts) {
        const ws = join(dir, `ws-${start}-${i}`);
        const home = join(dir, `home-${start}-${i}`);
        for (const d of [ws, home]) mkdirSync(d, { recursive: true });
        const variantEnv: Record<string, string> = start === "bundle" ? { FREECODE_AGENT_SNAPSHOT: "0" } : {};
        const cmd = await freecodeAgentCommand({ cwd: ws, promptFile, tracePath: join(dir, `trace-${start}-${i}.jsonl`), model: "claude-sonnet-5-5", maxTurns: 5, timeoutSec: 60, env: variantEnv });
        lines[start] = [cmd.file, ...cmd.args].map((a) => a.replace(dir, "<tmp>"));
        const env = trialEnv(process.env, { home, provider: { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: "bench-not-a-key" }, caseEnv: {}, variantEnv });
        const children0 = childrenCpuMs();
        const t0 = performance.now();
        const child = spawn(cmd.file, cmd.args, { cwd: ws, env, stdio: ["ignore", "ignore", "pipe"] });
        let stderr = "";
        child.stderr.on("data", (d) => (stderr += d));
        let firstRequestMs: number | null = null;
        let cpu: number | null = null;
        onRequest = () => {
          if (firstRequestMs !== null) return;
          firstRequestMs = performance.now() - t0;
          cpu = child.pid !== undefined ? procCpuMs(child.pid) : null;
        };
        // "exit" comes after libuv has reaped the child, so its CPU is in this process's account.
        const exitCode = await new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
        const exitMs = performance.now() - t0;
        const children1 = childrenCpuMs();
        onRequest = null;
        if (firstRequestMs === null) throw new Error(`agent start-up (${start}): the agent exited (${exitCode}) without a request: ${stderr.slice(-1000)}`);
        const cpuTotalMs = children0 !== null && children1 !== null ? children1 - children0 : null;
        runs[start].push({ firstRequestMs, exitMs, cpuToFirstRequestMs: cpu, cpuTotalMs, exitCode });
      }
    }
    return {
      snapshot: starts.includes("snapshot") ? summarise(runs.snapshot, lines.snapshot) : undefined,
      bundle: starts.includes("bundle") ? summarise(runs.bundle, lines.bundle) : undefined,
    };
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[3] ?? "both";
  const starts: AgentStart[] = which === "both" ? ["snapshot", "bundle"] : [which as AgentStart];
  const r = await measureAgentStarts(Number(process.argv[2] ?? 5), starts);
  const brief = (x: AgentStartupResult | undefined) => x && ({ firstRequestMs: x.firstRequest, exitMs: x.exit, cpuToFirstRequestMs: x.cpuToFirstRequest, cpuTotalMs: x.cpuTotal, warmup: x.warmup, commandLine: x.commandLine });
  process.stdout.write(`${JSON.stringify({ snapshot: brief(r.snapshot), bundle: brief(r.bundle) }, null, 2)}\n`);
}

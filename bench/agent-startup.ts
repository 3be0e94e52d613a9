/**
 * Agent start-up (issue 21 item 1, target ≤ 150 ms): from spawning the agent process the way the
 * runner does (runner/agent-process.ts `freecodeAgentCommand`: the prebuilt agent bundle, the
 * same options, a trial's scrubbed environment) to its first request reaching the model API,
 * and on to the process's exit. The API is a stub in this process that answers every request at
 * once with a one-word `end_turn` (Anthropic SSE), so what is timed is the agent's own start
 * and exit and nothing of a model or simulator. The agent's CPU time up to the first request is
 * read from /proc/<pid>/stat while it waits for the answer (Linux; null elsewhere).
 *
 * Run alone: `node --import tsx bench/agent-startup.ts [repeats]` prints one JSON object.
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
  exitCode: number | null;
}

export interface AgentStartupResult {
  /** The first run (it may build the agent bundle's files into the OS cache), reported apart. */
  warmup: AgentStartupSample;
  samples: AgentStartupSample[];
  firstRequest: Spread;
  exit: Spread;
  cpuToFirstRequest: Spread | null;
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

/**
 * Spawns the built-in agent `repeats + 1` times against a stub API and times each run.
 * @throws Error when a run never sends a request (the message has its stderr)
 */
export async function measureAgentStartup(repeats: number): Promise<AgentStartupResult> {
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
    const runs: AgentStartupSample[] = [];
    for (let i = 0; i <= repeats; i++) {
      const ws = join(dir, `ws-${i}`);
      const home = join(dir, `home-${i}`);
      for (const d of [ws, home]) mkdirSync(d, { recursive: true });
      const promptFile = join(dir, "prompt.txt");
      writeFileSync(promptFile, "Say done.\n");
      const cmd = await freecodeAgentCommand({ cwd: ws, promptFile, tracePath: join(dir, `trace-${i}.jsonl`), model: "claude-sonnet-5-5", maxTurns: 5, timeoutSec: 60, env: {} });
      const env = trialEnv(process.env, { home, provider: { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: "bench-not-a-key" }, caseEnv: {}, variantEnv: {} });
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
      const exitCode = await new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
      const exitMs = performance.now() - t0;
      onRequest = null;
      if (firstRequestMs === null) throw new Error(`agent start-up: the agent exited (${exitCode}) without a request: ${stderr.slice(-1000)}`);
      runs.push({ firstRequestMs, exitMs, cpuToFirstRequestMs: cpu, exitCode });
    }
    const [warmup, ...samples] = runs as [AgentStartupSample, ...AgentStartupSample[]];
    const cpus = samples.map((s) => s.cpuToFirstRequestMs).filter((c): c is number => c !== null);
    return {
      warmup, samples,
      firstRequest: spread(samples.map((s) => s.firstRequestMs)),
      exit: spread(samples.map((s) => s.exitMs)),
      cpuToFirstRequest: cpus.length === samples.length && cpus.length > 0 ? spread(cpus) : null,
    };
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureAgentStartup(Number(process.argv[2] ?? 5));
  process.stdout.write(`${JSON.stringify({ firstRequestMs: r.firstRequest, exitMs: r.exit, cpuToFirstRequestMs: r.cpuToFirstRequest, warmup: r.warmup }, null, 2)}\n`);
}

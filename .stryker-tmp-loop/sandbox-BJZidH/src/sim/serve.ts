/**
 * `freecode sim serve`: the simulator standalone, so any agent pointed at ANTHROPIC_BASE_URL
 * can run against it. Trials are chosen by API keys `fcsim_<caseId>_<seed>[_anything]`,
 * played against each case's pristine workspace.
 */
// @ts-nocheck

import type { JudgeSpec, SimSpec } from "../suite/schema.ts";
import { judgedAnswersOf } from "./answers.ts";
import { parseFaultSpec, type FaultRates } from "./faults.ts";
import { startSimServer, type SimServer } from "./server.ts";
import type { Latency } from "./wire.ts";

export interface ServeSimOptions {
  /** Port on 127.0.0.1; 0 for an ephemeral one. Default 8787. */
  port?: number;
  /** The suite's loaded cases (LoadedCase satisfies this). */
  suiteCases: ReadonlyArray<{ id: string; sim: SimSpec; workspaceDir: string; dir?: string; judge?: JudgeSpec }>;
  /** Noise scale 0..1 (default 1). */
  noise?: number;
  /** Run seed for fault rolls (default 0). */
  seed?: number;
  /** Fault rates, as an object or a spec string `overloaded=0.2,stream_cut=0.05`. */
  faults?: FaultRates | string;
  /** Latency, as an object or a spec string `ttft=800,tps=60`. */
  latency?: Latency | string;
  log?: (line: string) => void;
}

/**
 * Parses a latency spec `ttft=<ms>,tps=<tokens per second>` (the CLI's --sim-latency); ttft may
 * be left out (0 ms), e.g. `tps=60`.
 * @throws Error naming the expected form when a part is missing, unknown or not positive.
 * @example parseLatencySpec("ttft=800,tps=60") // => { firstTokenMs: 800, tokensPerSec: 60 }
 */
export function parseLatencySpec(spec: string): Latency {
  const kv = new Map(spec.split(",").map((p) => p.split("=").map((s) => s.trim()) as [string, string]));
  const unknown = [...kv.keys()].filter((k) => k !== "ttft" && k !== "tps");
  const ttft = Number(kv.get("ttft") ?? 0);
  const tps = Number(kv.get("tps"));
  if (unknown.length > 0 || !Number.isFinite(ttft) || ttft < 0 || !Number.isFinite(tps) || tps <= 0) {
    throw new Error(`--sim-latency expects ttft=<ms>,tps=<tokens per second> (e.g. ttft=800,tps=60), got "${spec}"`);
  }
  return { firstTokenMs: ttft, tokensPerSec: tps };
}

/**
 * Starts the simulator for a suite's cases; the caller keeps it running and closes it.
 * @throws Error for a bad fault or latency spec, or when the port cannot be bound.
 */
export async function serveSim(o: ServeSimOptions): Promise<SimServer> {
  return startSimServer({
    cases: o.suiteCases.map((c) => ({ id: c.id, sim: c.sim, workspaceDir: c.workspaceDir, answers: judgedAnswersOf(c) })),
    port: o.port ?? 8787,
    noise: o.noise,
    seed: o.seed,
    faults: typeof o.faults === "string" ? parseFaultSpec(o.faults) : o.faults,
    latency: typeof o.latency === "string" ? parseLatencySpec(o.latency) : o.latency,
    log: o.log,
  });
}

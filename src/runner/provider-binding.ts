/**
 * How trials reach their model: the real API with the user's key, or the offline simulator
 * started in-process on an ephemeral 127.0.0.1 port.
 */
import { randomBytes } from "node:crypto";
import { judgedAnswersOf } from "../sim/answers.ts";
import { startSimServer } from "../sim/server.ts";
import type { LoadedCase } from "../suite/schema.ts";
import { openaiProviderEnv } from "../providers/openai-binding.ts";
import { InputError } from "../suite/errors.ts";
import { hashSeed } from "./plan.ts";
import type { ProviderBinding } from "./trial.ts";

/** The simulator's settings for a run; `noiseShared` gives both arms of a pair the same noise seed. */
export interface SimRunOptions {
  noise: number;
  faults: Record<string, number>;
  seed: number;
  latency?: { firstTokenMs: number; tokensPerSec: number };
  noiseShared?: boolean;
}

/**
 * The seed of the simulated model's choices in one trial: (run seed, case, trial) through the
 * trial seed, and the arm unless `shared` (common random numbers, for measuring a purely
 * mechanical difference between the arms).
 */
export function simNoiseSeed(trialSeed: number, arm: string, shared: boolean): number {
  return shared ? trialSeed : hashSeed("sim-noise", trialSeed, arm);
}

export type ProviderName = "sim" | "anthropic" | "openai";

/**
 * Sets up the provider for a run.
 * @throws InputError when `anthropic` is asked for without ANTHROPIC_API_KEY.
 */
export async function bindProvider(
  name: ProviderName,
  cases: readonly LoadedCase[],
  env: Readonly<Record<string, string | undefined>>,
  sim: SimRunOptions,
  baseUrl?: string,
): Promise<{ binding: ProviderBinding; close: () => Promise<void> }> {
  if (name === "openai") {
    const url = baseUrl ?? env.OPENAI_BASE_URL;
    if (!url) throw new InputError("--provider openai needs --base-url (or OPENAI_BASE_URL), e.g. http://127.0.0.1:8080/v1");
    const provider = openaiProviderEnv({ baseUrl: url, ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}) });
    return { binding: { env: () => provider }, close: async () => {} };
  }
  if (name === "anthropic") {
    const key = env.ANTHROPIC_API_KEY;
    if (!key) throw new InputError("--provider anthropic needs ANTHROPIC_API_KEY in the environment");
    const provider: Record<string, string> = { ANTHROPIC_API_KEY: key };
    const url = baseUrl ?? env.ANTHROPIC_BASE_URL;
    if (url) provider.ANTHROPIC_BASE_URL = url;
    return { binding: { env: () => provider }, close: async () => {} };
  }
  const server = await startSimServer({
    cases: cases.map((c) => ({ id: c.id, sim: c.sim, workspaceDir: c.workspaceDir, answers: judgedAnswersOf(c) })),
    noise: sim.noise, faults: sim.faults, seed: sim.seed, port: 0, ...(sim.latency ? { latency: sim.latency } : {}),
  });
  const binding: ProviderBinding = {
    env: (t) => {
      // A fresh key per trial is how the simulator tells trials apart; the arm is not in it
      // (the simulator stays blind to the variant), only in the noise seed it is given.
      const key = `fcsim_${t.caseId}_${t.seed}_${randomBytes(6).toString("hex")}`;
      server.registerTrial(key, { caseId: t.caseId, seed: t.seed, noiseSeed: simNoiseSeed(t.seed, t.arm, sim.noiseShared === true), workspaceDir: t.workspaceDir, ...(t.attempt ? { attempt: t.attempt } : {}) });
      // FREECODE_SIM_URL: the same server's address for agents that speak its Responses front (agent:codex).
      return { ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: key, FREECODE_SIM_URL: server.url };
    },
  };
  return { binding, close: () => server.close() };
}

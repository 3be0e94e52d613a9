/**
 * How trials reach their model: the real API with the user's key, or the offline simulator
 * started in-process on an ephemeral 127.0.0.1 port.
 */
import { randomBytes } from "node:crypto";
import { startSimServer } from "../sim/server.ts";
import type { LoadedCase } from "../suite/schema.ts";
import { openaiProviderEnv } from "../providers/openai-binding.ts";
import { InputError } from "../suite/errors.ts";
import type { ProviderBinding } from "./trial.ts";

export type ProviderName = "sim" | "anthropic" | "openai";

/**
 * Sets up the provider for a run.
 * @throws InputError when `anthropic` is asked for without ANTHROPIC_API_KEY.
 */
export async function bindProvider(
  name: ProviderName,
  cases: readonly LoadedCase[],
  env: Readonly<Record<string, string | undefined>>,
  sim: { noise: number; faults: Record<string, number>; seed: number; latency?: { firstTokenMs: number; tokensPerSec: number } },
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
    cases: cases.map((c) => ({ id: c.id, sim: c.sim, workspaceDir: c.workspaceDir })),
    noise: sim.noise, faults: sim.faults, seed: sim.seed, port: 0, ...(sim.latency ? { latency: sim.latency } : {}),
  });
  const binding: ProviderBinding = {
    env: (t) => {
      // A fresh key per trial is how the simulator tells trials apart; the arm is not in it.
      const key = `fcsim_${t.caseId}_${t.seed}_${randomBytes(6).toString("hex")}`;
      server.registerTrial(key, { caseId: t.caseId, seed: t.seed, workspaceDir: t.workspaceDir, ...(t.attempt ? { attempt: t.attempt } : {}) });
      return { ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: key };
    },
  };
  return { binding, close: () => server.close() };
}

/**
 * Which model API the agent talks to, chosen by the environment the runner gives it:
 * - default (FREECODE_PROVIDER unset or "anthropic"): the Anthropic SDK, ANTHROPIC_API_KEY and
 *   ANTHROPIC_BASE_URL (the offline simulator is an Anthropic base URL too);
 * - FREECODE_PROVIDER=openai: an OpenAI-compatible server at OPENAI_BASE_URL (with its `/v1`),
 *   OPENAI_API_KEY optional (openai-client.ts).
 */
import Anthropic from "@anthropic-ai/sdk";
import { openAICompatClient } from "./openai-client.ts";

export const PROVIDERS = ["anthropic", "openai"] as const;
export type AgentProvider = (typeof PROVIDERS)[number];

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The provider named by FREECODE_PROVIDER (default "anthropic").
 * @throws Error naming the valid values for any other value
 */
export function providerOf(env: Env): AgentProvider {
  const v = (env.FREECODE_PROVIDER ?? "").trim().toLowerCase();
  if (v === "") return "anthropic";
  if ((PROVIDERS as readonly string[]).includes(v)) return v as AgentProvider;
  throw new Error(`FREECODE_PROVIDER must be one of ${PROVIDERS.join(", ")}; got "${env.FREECODE_PROVIDER}"`);
}

/**
 * The client for the provider the environment names.
 * @param o.baseURL / o.apiKey override ANTHROPIC_BASE_URL / ANTHROPIC_API_KEY (Anthropic only)
 * @throws Error when FREECODE_PROVIDER is invalid, or is "openai" without OPENAI_BASE_URL
 */
export function createModelClient(o: { env: Env; baseURL?: string; apiKey?: string; fetch?: typeof fetch }): Anthropic {
  if (providerOf(o.env) === "openai") {
    const baseURL = o.env.OPENAI_BASE_URL;
    if (!baseURL) throw new Error("FREECODE_PROVIDER=openai needs OPENAI_BASE_URL, e.g. http://127.0.0.1:8080/v1");
    return openAICompatClient({ baseURL, ...(o.env.OPENAI_API_KEY ? { apiKey: o.env.OPENAI_API_KEY } : {}), maxRetries: 2, ...(o.fetch ? { fetch: o.fetch } : {}) });
  }
  return new Anthropic({
    apiKey: o.apiKey ?? o.env["ANTHROPIC_API_KEY"],
    baseURL: o.baseURL ?? o.env["ANTHROPIC_BASE_URL"],
    maxRetries: 2,
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
}

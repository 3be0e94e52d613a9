/**
 * Which model API the agent talks to, chosen by the environment the runner gives it:
 * - default (FREECODE_PROVIDER unset or "anthropic"): the Anthropic SDK, ANTHROPIC_API_KEY and
 *   ANTHROPIC_BASE_URL (the offline simulator is an Anthropic base URL too);
 * - FREECODE_PROVIDER=openai: an OpenAI-compatible server at OPENAI_BASE_URL (with its `/v1`),
 *   OPENAI_API_KEY optional (openai-client.ts).
 */
// @ts-nocheck

import Anthropic from "@anthropic-ai/sdk";
import { providerOf } from "../agent-protocol/provider.ts";
import { openAICompatClient } from "./openai-client.ts";

type Env = Readonly<Record<string, string | undefined>>;

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

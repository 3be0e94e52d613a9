/**
 * Which model API the agent talks to, chosen by the environment the runner gives it:
 * - default (FREECODE_PROVIDER unset or "anthropic"): the Anthropic SDK, ANTHROPIC_API_KEY and
 *   ANTHROPIC_BASE_URL (the offline simulator is an Anthropic base URL too);
 * - FREECODE_PROVIDER=openai: an OpenAI-compatible server at OPENAI_BASE_URL (with its `/v1`),
 *   OPENAI_API_KEY optional (openai-client.ts).
 */
import type Anthropic from "@anthropic-ai/sdk";
import { BaseAnthropic } from "@anthropic-ai/sdk/client";
import { Messages } from "@anthropic-ai/sdk/resources/messages/messages";
import { providerOf } from "../agent-protocol/provider.ts";
import { openAICompatClient } from "./openai-client.ts";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The SDK's client with only the Messages API, which is all the agent calls. `Anthropic` itself
 * constructs every resource (beta, files, skills, models, …), and importing it puts all of their
 * code into the agent's bundle, compiled at every trial's start; `BaseAnthropic` is the same
 * client (auth, retries, headers, fetch) without them
 * (the SDK exports it as the "base class for Anthropic API clients", and `Anthropic` is
 * BaseAnthropic plus its resources: node_modules/@anthropic-ai/sdk/client.d.ts).
 */
class MessagesClient extends BaseAnthropic {
  messages: Messages = new Messages(this);
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
  const client = new MessagesClient({
    apiKey: o.apiKey ?? o.env["ANTHROPIC_API_KEY"],
    baseURL: o.baseURL ?? o.env["ANTHROPIC_BASE_URL"],
    maxRetries: 2,
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
  // Callers use `messages` only (loop.ts, model-call.ts); the type is the full client's so the
  // OpenAI-compatible client (openai-client.ts) fits the same slot.
  return client as unknown as Anthropic;
}

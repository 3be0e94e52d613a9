/**
 * The trial environment for `--provider openai --base-url URL`: what the reference agent reads
 * to pick its OpenAI-compatible client (src/agent/model-client.ts). The runner merges it into
 * every trial's environment, as it does ANTHROPIC_BASE_URL / ANTHROPIC_API_KEY for Anthropic.
 */
// @ts-nocheck

import { InputError } from "../suite/errors.ts";

/**
 * A base URL as the OpenAI clients expect it, with its `/v1`: a bare server address
 * ("http://127.0.0.1:8080", path "/") gets `/v1`, which llama.cpp, Ollama and vLLM all serve.
 * @throws InputError when the URL is not an absolute http(s) URL
 * @example normalizeOpenAIBaseUrl("http://127.0.0.1:11434") // => "http://127.0.0.1:11434/v1"
 */
export function normalizeOpenAIBaseUrl(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new InputError(`--base-url must be an http(s) URL such as http://127.0.0.1:8080/v1; got "${raw}"`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") {
    throw new InputError(`--base-url must be an http(s) URL such as http://127.0.0.1:8080/v1; got "${raw}"`);
  }
  if (u.pathname === "/" || u.pathname === "") u.pathname = "/v1";
  return u.toString().replace(/\/+$/, "");
}

/**
 * The provider variables of a trial that uses an OpenAI-compatible server.
 * @param o.baseUrl the server (see normalizeOpenAIBaseUrl); o.apiKey optional, local servers ignore it
 * @returns {FREECODE_PROVIDER: "openai", OPENAI_BASE_URL, OPENAI_API_KEY?}
 * @throws InputError for a base URL that is not http(s)
 */
export function openaiProviderEnv(o: { baseUrl: string; apiKey?: string }): Record<string, string> {
  const env: Record<string, string> = { FREECODE_PROVIDER: "openai", OPENAI_BASE_URL: normalizeOpenAIBaseUrl(o.baseUrl) };
  if (o.apiKey) env.OPENAI_API_KEY = o.apiKey;
  return env;
}

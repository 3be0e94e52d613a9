/**
 * FREECODE_PROVIDER: which model API a FreeCode-protocol agent talks to. The reference agent
 * picks its client by it (src/agent/model-client.ts); the Claude Code adapter refuses a
 * provider that is not the Anthropic Messages API.
 */
// @ts-nocheck


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

/** Path of this Node's start-up snapshot blob of the agent, built when needed (bin/agent-snapshot.mjs). @throws Error when it cannot be built or does not start. */
export function ensureAgentSnapshot(): Promise<string>;

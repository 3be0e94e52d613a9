/** Path of this Node's start-up snapshot blob of the agent, built when needed (bin/agent-snapshot.mjs). @throws Error when it cannot be built or does not start. */
export function ensureAgentSnapshot(): Promise<string>;
/**
 * The blob's key (16 hex digits): the sources, bin/ and packages (sourcesHash), the other files
 * of src/ (a stat manifest of their own), and this Node's version, architecture and path.
 */
export function snapshotKey(where?: { sources?: { src: string; self: string; lockfiles: string[]; manifest: string }; src: string; manifest: string }): Promise<string>;

/**
 * One simulated turn, whichever front asked (server.ts for the Messages API,
 * responses-front.ts for the Responses API): the trial's per-key state, and the planned
 * response in the request's tool vocabulary.
 */
import type { PromptCache } from "./cache.ts";
import { readConversation } from "./conversation.ts";
import { editTools } from "./edit-render.ts";
import { nextResponse, type PlannedBlock } from "./policy.ts";
import type { RateWindow } from "./ratelimit.ts";
import type { CreateRequest } from "./request.ts";
import type { ResolvedTrial } from "./trials.ts";
import { MissingCapability, vocabularyOf, type DeclaredTool, type Vocabulary } from "./vocab.ts";

/** What the simulator keeps per trial key between requests. */
export interface TrialState {
  cache: PromptCache;
  requests: number;
  rate: RateWindow;
}

/** Said in place of tool calls when the request offers no tools (none declared, or tool_choice none). */
export const TEXT_ONLY_PREFIX = "Without tools I can only say what I would do next:";

/**
 * The planned response in the request's vocabulary: tool calls rendered with the declared tools
 * (vocab.ts), or, when the request offers none, a text-only answer (its text, or what the calls
 * would have done).
 * @throws MissingCapability when a call cannot be expressed with the declared tools
 */
function inVocabulary(planned: PlannedBlock[], vocab: Vocabulary, textOnly: boolean, where: string): PlannedBlock[] {
  if (!textOnly) return planned.map((b) => (b.type === "text" ? b : { ...b, ...vocab.toWire(b, where) }));
  const calls = planned.filter((b) => b.type === "tool_use");
  if (calls.length === 0) return planned;
  const said = planned.filter((b) => b.type === "text").map((b) => b.text).join("\n");
  const would = calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`).join("; ");
  return [{ type: "text", text: `${said ? `${said}\n` : ""}${TEXT_ONLY_PREFIX} ${would}` }];
}

/**
 * The simulated model's next response to a Messages-shaped request, in the request's vocabulary
 * (both fronts: this one and responses-front.ts).
 * @returns the planned blocks, or the MissingCapability to answer with a 400
 */
export function planResponse(r: CreateRequest, trial: ResolvedTrial, state: TrialState, noise: number): PlannedBlock[] | MissingCapability {
  const vocab = vocabularyOf(r.tools as DeclaredTool[] | undefined, trial.workspaceDir);
  const textOnly = vocab.declared.length === 0 || (r.tool_choice as { type?: unknown } | undefined)?.type === "none";
  try {
    return inVocabulary(nextResponse({
      spec: trial.spec, caseId: trial.caseId, seed: trial.noiseSeed ?? trial.seed, workspaceDir: trial.workspaceDir,
      noise, conv: readConversation(r.messages, vocab.fromWire), editTools: editTools(vocab.canonicalTools),
      ...(trial.answers ? { answers: trial.answers } : {}),
    }), vocab, textOnly, `case ${trial.caseId}, request ${state.requests}`);
  } catch (err) {
    if (err instanceof MissingCapability) return err;
    throw err;
  }
}


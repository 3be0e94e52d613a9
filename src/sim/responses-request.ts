/**
 * The Responses API front's request side (`POST /v1/responses`, as Codex sends it): the body's
 * `input` items, `instructions` and `tools` read into the Messages-shaped request the rest of
 * the simulator plays (conversation.ts, vocab.ts, segments.ts), so both fronts play the same
 * trajectories with the same model.
 *
 * Item shapes (openai-node `resources/responses/responses.ts` ResponseInputItem; codex-rs
 * `protocol/src/models.rs` ResponseItem): `message {role: user|developer|system|assistant,
 * content: string | [{type: input_text|output_text, text}]}`, `function_call {name, arguments
 * (JSON text), call_id}`, `function_call_output {call_id, output: string | [{type:
 * input_text, text}]}`, `custom_tool_call {name, input (free text), call_id}`,
 * `custom_tool_call_output {call_id, output}`; `reasoning` and other items carry nothing the simulated model reads and are
 * skipped. Calls of one response become one assistant message of tool_use blocks; the outputs
 * that follow, one user message of tool_result blocks. A custom (freeform) tool is declared to
 * the vocabulary with a single `input` property, which is how its calls' text is carried.
 */
import { z } from "zod";
import type { DeclaredTool } from "./vocab.ts";
import type { CreateRequest, SimMessage } from "./request.ts";

const Item = z.looseObject({ type: z.string().optional() });
const Body = z.looseObject({
  model: z.string().min(1),
  input: z.union([z.string(), z.array(Item)]),
  instructions: z.string().nullish(),
  tools: z.array(z.looseObject({ type: z.string() })).optional(),
  tool_choice: z.union([z.string(), z.looseObject({ type: z.string() })]).optional(),
  max_output_tokens: z.number().int().positive().nullish(),
  stream: z.boolean().nullish(),
});

/** What the simulator needs from a Responses request. */
export interface ResponsesRequest {
  model: string;
  stream: boolean;
  /** The request as the Messages front would have received it (no max_tokens cap: see maxTokens). */
  create: CreateRequest;
  /** Names of declared custom (freeform) tools: their calls go out as `custom_tool_call` with text input. */
  customTools: Set<string>;
  /** `max_output_tokens`, or the model's ceiling when absent. */
  maxTokens: number;
}

type Json = Record<string, unknown>;

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((p) => (p && typeof (p as Json).text === "string" ? String((p as Json).text) : "")).filter(Boolean).join("\n");
}

function argsOf(raw: unknown): Json {
  if (raw && typeof raw === "object") return raw as Json;
  try {
    const v = JSON.parse(String(raw ?? "{}"));
    return v && typeof v === "object" ? (v as Json) : {};
  } catch {
    return {};
  }
}

/** The declared tools in the vocabulary's shape (name, input_schema, description). */
function declaredTools(tools: readonly Json[]): { declared: DeclaredTool[]; custom: Set<string> } {
  const declared: DeclaredTool[] = [];
  const custom = new Set<string>();
  for (const t of tools) {
    if (typeof t.name !== "string") continue; // web_search, tool_search without a name…
    if (t.type === "function") declared.push({ name: t.name, input_schema: t.parameters ?? {}, description: t.description });
    else if (t.type === "custom") {
      custom.add(t.name);
      declared.push({ name: t.name, input_schema: { type: "object", properties: { input: { type: "string" } } }, description: t.description });
    }
  }
  return { declared, custom };
}

/**
 * Reads a Responses request.
 * @param maxOutput the model's output ceiling (tokens), used when max_output_tokens is absent
 * @returns the request, or a 400 error message naming the field
 */
export function parseResponsesRequest(body: unknown, maxOutput: number): ResponsesRequest | string {
  const r = Body.safeParse(body);
  if (!r.success) return r.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
  const b = r.data;
  const { declared, custom } = declaredTools((b.tools ?? []) as Json[]);
  const system: string[] = b.instructions ? [b.instructions] : [];
  const messages: SimMessage[] = [];
  const push = (role: "user" | "assistant", block: Json) => {
    const last = messages.at(-1);
    if (last && last.role === role && Array.isArray(last.content)) last.content.push(block as SimMessage["content"][number] & object);
    else messages.push({ role, content: [block as never] });
  };
  const items: Json[] = typeof b.input === "string" ? [{ type: "message", role: "user", content: b.input }] : (b.input as Json[]);
  for (const it of items) {
    const type = it.type ?? "message";
    const id = String(it.call_id ?? it.id ?? "");
    if (type === "message") {
      const text = textOf(it.content);
      if (it.role === "developer" || it.role === "system") system.push(text);
      else if (text) push(it.role === "assistant" ? "assistant" : "user", { type: "text", text });
    } else if (type === "function_call") push("assistant", { type: "tool_use", id, name: String(it.name ?? ""), input: argsOf(it.arguments) });
    else if (type === "custom_tool_call") push("assistant", { type: "tool_use", id, name: String(it.name ?? ""), input: { input: String(it.input ?? "") } });
    else if (type === "function_call_output" || type === "custom_tool_call_output") {
      const out = it.output;
      const text = typeof out === "string" ? out : out && typeof out === "object" && !Array.isArray(out) ? textOf((out as Json).content) : textOf(out);
      push("user", { type: "tool_result", tool_use_id: id, content: text, is_error: failedOutput(text) });
    }
  }
  const choice = typeof b.tool_choice === "string" ? b.tool_choice : b.tool_choice?.type;
  const maxTokens = b.max_output_tokens ?? maxOutput;
  // OpenAI caches a prompt's prefix without being asked: one breakpoint at the end of the
  // system text and one on the last block play that with the simulator's cache (cache.ts).
  const lastMsg = messages.at(-1);
  const lastBlock = lastMsg && Array.isArray(lastMsg.content) ? (lastMsg.content.at(-1) as Json | undefined) : undefined;
  if (lastBlock) lastBlock.cache_control = { type: "ephemeral" };
  const create: CreateRequest = {
    model: b.model, max_tokens: maxTokens, messages,
    ...(system.length ? { system: [{ type: "text", text: system.join("\n\n"), cache_control: { type: "ephemeral" } }] } : {}),
    ...(declared.length ? { tools: declared as CreateRequest["tools"] } : {}),
    ...(choice === "none" ? { tool_choice: { type: "none" } } : {}),
  };
  return { model: b.model, stream: b.stream === true, create, customTools: custom, maxTokens };
}

/**
 * Whether a tool output reads as a failure. Codex's outputs carry no is_error flag: a command's
 * output says `Process exited with code N` (exec_command) or `Exit code: N` (shell), a refused
 * patch starts with `apply_patch verification failed` or an error line.
 */
export function failedOutput(text: string): boolean {
  const code = /(?:Process exited with code|Exit code:|exit_code["']?:)\s*(-?\d+)/.exec(text);
  if (code) return Number(code[1]) !== 0;
  return /^(apply_patch verification failed|Failed to|error:|Error:)/m.test(text.trimStart().slice(0, 200));
}

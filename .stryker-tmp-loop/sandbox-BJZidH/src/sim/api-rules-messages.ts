/**
 * The `messages` rules of the Messages API (the "messages" row of API_RULES in api-rules.ts):
 * roles, content block shapes, and tool_use/tool_result pairing and order. Consecutive turns of
 * one role are merged first, as the API does (SDK 1.14 MessageCreateParamsBase.messages docs).
 *
 * Sources: SDK 1.14 types (roles user | assistant | system; the block params and which role
 * may send which); research notes anthropic-api.md §1 "Returning results" (every tool_use needs
 * exactly one tool_result in the immediately following user message, results first); the API's
 * own messages as quoted in public issues (anthropics/claude-code #1237, #5989: unpaired
 * tool_use; #18947: unmatched tool_result), kept word for word.
 */
// @ts-nocheck


const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const USER_BLOCKS = new Set(["text", "image", "document", "search_result", "tool_result", "tool_reference", "container_upload"]);
const ASSISTANT_BLOCKS = new Set([
  "text", "tool_use", "thinking", "redacted_thinking", "server_tool_use", "web_search_tool_result", "web_fetch_tool_result",
  "code_execution_tool_result", "bash_code_execution_tool_result", "text_editor_code_execution_tool_result",
  "tool_search_tool_result", "mcp_tool_use", "mcp_tool_result", "container_upload", "compaction",
]);
const TOOL_USE_ID_RE = /^[a-zA-Z0-9_-]+$/;

interface Turn {
  role: string;
  /** Index in `messages` of the turn's first message (the API's `messages.N`). */
  at: number;
  blocks: { msg: number; idx: number; b: Record<string, unknown> }[];
}

/** Shape of one block for its role, or the error message. */
function blockError(role: string, b: unknown, where: string): string | null {
  if (!isObj(b) || typeof b.type !== "string") return `${where}: Input should be a valid dictionary with a "type"`;
  const allowed = role === "assistant" ? ASSISTANT_BLOCKS : role === "user" ? USER_BLOCKS : new Set(["text"]);
  if (!allowed.has(b.type)) {
    return `${where}.type: block type '${b.type}' is not permitted in a ${role} message (expected one of: ${[...allowed].join(", ")})`;
  }
  switch (b.type) {
    case "text":
      if (typeof b.text !== "string") return `${where}.text: Field required`;
      if (b.text === "") return `${where}.text: text content blocks must be non-empty`;
      return null;
    case "tool_use":
      if (typeof b.id !== "string" || !TOOL_USE_ID_RE.test(b.id)) return `${where}.tool_use.id: String should match pattern '${TOOL_USE_ID_RE.source}'`;
      if (typeof b.name !== "string" || b.name === "") return `${where}.tool_use.name: Field required`;
      if (!isObj(b.input)) return `${where}.tool_use.input: Input should be a valid dictionary`;
      return null;
    case "tool_result": {
      if (typeof b.tool_use_id !== "string" || !TOOL_USE_ID_RE.test(b.tool_use_id)) return `${where}.tool_result.tool_use_id: String should match pattern '${TOOL_USE_ID_RE.source}'`;
      if (b.is_error !== undefined && typeof b.is_error !== "boolean") return `${where}.tool_result.is_error: Input should be a valid boolean`;
      const c = b.content;
      if (c === undefined || typeof c === "string") return null;
      if (!Array.isArray(c)) return `${where}.tool_result.content: Input should be a valid string or list`;
      for (let i = 0; i < c.length; i++) {
        const x = c[i];
        if (!isObj(x) || !["text", "image", "document", "search_result", "tool_reference"].includes(String(x.type))) {
          return `${where}.tool_result.content.${i}: Input tag '${isObj(x) ? String(x.type) : typeof x}' does not match any of the expected tags: 'text', 'image', 'document', 'search_result', 'tool_reference'`;
        }
        if (x.type === "text" && (typeof x.text !== "string" || x.text === "")) return `${where}.tool_result.content.${i}.text: text content blocks must be non-empty`;
      }
      return null;
    }
    default:
      return null;
  }
}

/** The message list's shape, per message, then merged into turns; returns the first error. */
function readTurns(messages: unknown[]): Turn[] | string {
  const turns: Turn[] = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    if (!isObj(m)) return `messages.${i}: Input should be a valid dictionary`;
    if (m.role !== "user" && m.role !== "assistant" && m.role !== "system") return `messages.${i}.role: Input should be 'user', 'assistant' or 'system'`;
    const role = m.role;
    const c = m.content;
    if (c === undefined) return `messages.${i}.content: Field required`;
    const last = i === messages.length - 1 && role === "assistant";
    if (typeof c !== "string" && !Array.isArray(c)) return `messages.${i}.content: Input should be a valid string or list`;
    if ((c === "" || (Array.isArray(c) && c.length === 0)) && !last) {
      return `messages.${i}: all messages must have non-empty content except for the optional final assistant message`;
    }
    const blocks = typeof c === "string" ? [{ type: "text", text: c }] : c;
    const turn = turns.at(-1)?.role === role && role !== "system" ? turns.at(-1)! : (turns.push({ role, at: i, blocks: [] }), turns.at(-1)!);
    for (let j = 0; j < blocks.length; j++) {
      if (typeof c === "string") continue;
      const err = blockError(role, blocks[j], `messages.${i}.content.${j}`);
      if (err) return err;
      turn.blocks.push({ msg: i, idx: j, b: blocks[j] as Record<string, unknown> });
    }
  }
  return turns;
}

/** Pairing and order of tool_use and tool_result over the turns; the first error or null. */
function pairingError(turns: Turn[]): string | null {
  const seen = new Set<string>();
  for (let t = 0; t < turns.length; t++) {
    const turn = turns[t]!;
    if (turn.role === "assistant") {
      for (const { msg, idx, b } of turn.blocks) {
        if (b.type !== "tool_use") continue;
        const id = b.id as string;
        if (seen.has(id)) return `messages.${msg}.content.${idx}: \`tool_use\` ids must be unique`;
        seen.add(id);
      }
    }
    if (turn.role !== "user") continue;
    const prev = turns[t - 1];
    const asked = new Set(prev?.role === "assistant" ? prev.blocks.filter((x) => x.b.type === "tool_use").map((x) => x.b.id as string) : []);
    const answered = new Set<string>();
    let otherSeen = false;
    for (const { msg, idx, b } of turn.blocks) {
      if (b.type !== "tool_result") {
        otherSeen = true;
        continue;
      }
      const id = b.tool_use_id as string;
      if (!asked.has(id)) {
        return `messages.${msg}.content.${idx}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
      }
      if (answered.has(id)) return `messages.${msg}.content.${idx}: each tool_use must have a single result. Found multiple \`tool_result\` blocks with id: ${id}`;
      if (otherSeen) return `messages.${msg}.content.${idx}: tool_result blocks must come first in the user message that answers a tool_use turn, before any other content`;
      answered.add(id);
    }
  }
  // Every tool_use answered in the turn right after it.
  for (let t = 0; t < turns.length; t++) {
    const turn = turns[t]!;
    if (turn.role !== "assistant") continue;
    const ids = turn.blocks.filter((x) => x.b.type === "tool_use").map((x) => x.b.id as string);
    const next = turns[t + 1];
    const answered = new Set(next?.role === "user" ? next.blocks.filter((x) => x.b.type === "tool_result").map((x) => x.b.tool_use_id as string) : []);
    const missing = ids.filter((id) => !answered.has(id));
    if (missing.length > 0) {
      return `messages.${turn.at}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(", ")}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`;
    }
  }
  return null;
}

/**
 * Checks a request's `messages` as the API does.
 * @returns the API's error message for the first problem, or null when the list is valid
 */
export function checkMessages(messages: unknown): string | null {
  if (!Array.isArray(messages)) return "messages: Input should be a valid list";
  if (messages.length === 0) return "messages: at least one message is required";
  const turns = readTurns(messages);
  if (typeof turns === "string") return turns;
  return pairingError(turns);
}

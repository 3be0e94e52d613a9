/**
 * The request rules of the Messages API that the simulator enforces, as ONE table: each rule
 * has the status and error type the real API answers with, the source it was taken from, and
 * its check. The first rule that fails answers the request, in table order (the API reports
 * one problem at a time). Checks of the message list live in api-rules-messages.ts; this file
 * holds the table, the top-level and header checks, and `checkRequest` that runs them.
 *
 * Sources, named per rule:
 * - "SDK 1.14 types": node_modules/@anthropic-ai/sdk/resources/messages/messages.d.ts
 *   (MessageCreateParamsBase and the beta params; the shape the API accepts);
 * - "research §N": /work/shared/research/anthropic-api.md;
 * - "observed": the API's own error text as quoted in public issue threads (anthropics/claude-code
 *   #1237, #2697, #5989 for unpaired tool_use; #18947 for an unmatched tool_result; #1939, #6273,
 *   #60394 for lone surrogates), reproduced word for word so clients that match on it still do.
 */
// @ts-nocheck

import type { IncomingHttpHeaders } from "node:http";
import type { ApiErrorType } from "./http.ts";
import { checkMessages } from "./api-rules-messages.ts";
import { maxOutputTokens } from "./models.ts";

export type Route = "messages" | "count_tokens";

export interface RuleInput {
  route: Route;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (any JSON value). */
  body: unknown;
}

export interface ApiRule {
  id: string;
  status: number;
  type: ApiErrorType;
  source: string;
  /** What the rule requires, in a few words (EVAL.md lists these). */
  requires: string;
  /** The error message when the rule is broken, else null. Runs only when every rule before it held. */
  check(r: RuleInput & { obj: Record<string, unknown> }): string | null;
}

/** Top-level fields of POST /v1/messages (SDK 1.14 MessageCreateParamsBase, beta params included, and the sampling fields older models take). */
const CREATE_FIELDS = new Set([
  "model", "messages", "max_tokens", "system", "tools", "tool_choice", "stop_sequences", "stream", "metadata",
  "thinking", "cache_control", "container", "diagnostics", "inference_geo", "output_config", "service_tier", "speed",
  "user_profile_id", "workspace_id", "billing_policy", "compaction", "context_management", "fallback_credit_token",
  "fallbacks", "mcp_servers", "output_format", "thread", "betas", "temperature", "top_p", "top_k",
]);
/** Top-level fields of POST /v1/messages/count_tokens (SDK 1.14 MessageCountTokensParams, with the beta ones). */
const COUNT_FIELDS = new Set([
  "model", "messages", "system", "tools", "tool_choice", "thinking", "cache_control", "output_config", "speed",
  "user_profile_id", "workspace_id", "context_management", "mcp_servers", "output_format", "betas",
]);

const TOOL_NAME_RE = /^[a-zA-Z0-9_-]{1,128}$/;
const MAX_CACHE_BREAKPOINTS = 4;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string inside a JSON value, with its path (for the Unicode rule). */
function* strings(v: unknown, path: string): Generator<[string, string]> {
  if (typeof v === "string") yield [path, v];
  else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) yield* strings(v[i], `${path}.${i}`);
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) { yield [`${path}.${k}`, k]; yield* strings(x, `${path}.${k}`); }
}

/** Counts cache_control markers anywhere in system, tools and messages. */
function cacheBreakpoints(obj: Record<string, unknown>): number {
  let n = 0;
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObj(v)) {
      if (isObj(v.cache_control)) n++;
      for (const [k, x] of Object.entries(v)) if (k !== "cache_control") walk(x);
    }
  };
  walk(obj.system); walk(obj.tools); walk(obj.messages);
  return n;
}

const need = (field: string) => (r: { obj: Record<string, unknown> }) => (r.obj[field] === undefined ? `${field}: Field required` : null);

export const API_RULES: readonly ApiRule[] = [
  {
    id: "anthropic-version", status: 400, type: "invalid_request_error", source: "research §6 (a mock must require it); observed text",
    requires: "the anthropic-version header",
    check: (r) => (typeof r.headers["anthropic-version"] === "string" && r.headers["anthropic-version"] !== "" ? null : "anthropic-version: header is required"),
  },
  {
    id: "body-object", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (the body is an object)",
    requires: "a JSON object body",
    check: (r) => (isObj(r.body) ? null : "The request body must be a JSON object."),
  },
  {
    id: "well-formed-unicode", status: 400, type: "invalid_request_error", source: "observed (#1939, #6273, #60394)",
    requires: "no lone UTF-16 surrogate in any string",
    check: (r) => {
      for (const [path, s] of strings(r.obj, "body")) {
        if (LONE_SURROGATE_RE.test(s)) return `The request body is not valid JSON: no low surrogate in string (at ${path.slice(5) || "body"})`;
      }
      return null;
    },
  },
  {
    id: "unknown-field", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (params list); observed text (pydantic 'extra forbidden')",
    requires: "no top-level field the API does not define",
    check: (r) => {
      const known = r.route === "messages" ? CREATE_FIELDS : COUNT_FIELDS;
      const bad = Object.keys(r.obj).find((k) => !known.has(k));
      return bad === undefined ? null : `${bad}: Extra inputs are not permitted`;
    },
  },
  { id: "model-required", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (model required)", requires: "model", check: need("model") },
  {
    id: "model-type", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (model: string)", requires: "model is a non-empty string",
    check: (r) => (typeof r.obj.model === "string" && r.obj.model.length > 0 ? null : "model: Input should be a valid string"),
  },
  {
    id: "model-known", status: 404, type: "not_found_error", source: "research §5 (404 not_found_error); observed text `model: <id>`; ids: SDK 1.14 Model",
    requires: "a model id the API serves",
    check: (r) => (maxOutputTokens(r.obj.model as string) === null ? `model: ${String(r.obj.model)}` : null),
  },
  {
    id: "max-tokens-required", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (max_tokens required on create)", requires: "max_tokens (create only)",
    check: (r) => (r.route === "messages" ? need("max_tokens")(r) : null),
  },
  {
    id: "max-tokens-bounds", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (0 pre-warms the cache); research §1 (per-model maximum); observed text",
    requires: "max_tokens an integer from 0 to the model's output ceiling",
    check: (r) => {
      if (r.route !== "messages") return null;
      const m = r.obj.max_tokens;
      if (typeof m !== "number" || !Number.isInteger(m)) return "max_tokens: Input should be a valid integer";
      if (m < 0) return "max_tokens: Input should be greater than or equal to 0";
      const ceiling = maxOutputTokens(r.obj.model as string)!;
      return m > ceiling ? `max_tokens: ${m} > ${ceiling}, which is the maximum allowed number of output tokens for ${String(r.obj.model)}` : null;
    },
  },
  {
    id: "stream-type", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (stream?: boolean)", requires: "stream a boolean",
    check: (r) => (r.obj.stream === undefined || typeof r.obj.stream === "boolean" ? null : "stream: Input should be a valid boolean"),
  },
  {
    id: "system-shape", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (system: string | TextBlockParam[])", requires: "system a string or text blocks",
    check: (r) => {
      const s = r.obj.system;
      if (s === undefined || typeof s === "string") return null;
      if (!Array.isArray(s)) return "system: Input should be a valid list";
      const i = s.findIndex((b) => !isObj(b) || b.type !== "text" || typeof b.text !== "string");
      return i < 0 ? null : `system.${i}: Input should be a text block ({"type": "text", "text": …})`;
    },
  },
  {
    id: "stop-sequences", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (stop_sequences?: string[])", requires: "stop_sequences a list of non-empty strings",
    check: (r) => {
      const s = r.obj.stop_sequences;
      if (s === undefined) return null;
      if (!Array.isArray(s)) return "stop_sequences: Input should be a valid list";
      const i = s.findIndex((x) => typeof x !== "string" || x.trim() === "");
      return i < 0 ? null : `stop_sequences.${i}: each stop sequence must be a string containing non-whitespace characters`;
    },
  },
  {
    id: "tools-shape", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (Tool: name, input_schema of type object)", requires: "each custom tool has a valid name and an object input_schema",
    check: (r) => {
      const t = r.obj.tools;
      if (t === undefined) return null;
      if (!Array.isArray(t)) return "tools: Input should be a valid list";
      for (let i = 0; i < t.length; i++) {
        const x = t[i];
        if (!isObj(x)) return `tools.${i}: Input should be a valid dictionary`;
        if (typeof x.name !== "string" || !TOOL_NAME_RE.test(x.name)) return `tools.${i}.custom.name: String should match pattern '${TOOL_NAME_RE.source}'`;
        // Server tools (type like web_search_20250305) carry no input_schema.
        if ((x.type === undefined || x.type === "custom") && (!isObj(x.input_schema) || x.input_schema.type !== "object")) {
          return `tools.${i}.custom.input_schema: Input should be a JSON schema of type "object"`;
        }
      }
      return null;
    },
  },
  {
    id: "tools-unique", status: 400, type: "invalid_request_error", source: "observed text", requires: "tool names unique",
    check: (r) => {
      const names = ((r.obj.tools as Record<string, unknown>[] | undefined) ?? []).map((t) => t.name);
      return new Set(names).size === names.length ? null : "tools: Tool names must be unique.";
    },
  },
  {
    id: "tool-choice", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (ToolChoice auto|any|tool|none); observed text",
    requires: "tool_choice well formed, with tools declared unless none, naming a declared tool",
    check: (r) => {
      const c = r.obj.tool_choice;
      if (c === undefined) return null;
      if (!isObj(c) || !["auto", "any", "tool", "none"].includes(String(c.type))) return "tool_choice: Input tag does not match any of the expected tags: 'auto', 'any', 'tool', 'none'";
      const tools = (r.obj.tools as Record<string, unknown>[] | undefined) ?? [];
      if (c.type !== "none" && c.type !== "auto" && tools.length === 0) return "tool_choice may only be specified while providing tools.";
      if (c.type === "tool" && !tools.some((t) => t.name === c.name)) return `tool_choice.name: Tool '${String(c.name)}' not found in tools`;
      return null;
    },
  },
  {
    id: "thinking", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (ThinkingConfigEnabled: budget_tokens ≥ 1024, below max_tokens)",
    requires: "thinking.budget_tokens ≥ 1024 and below max_tokens",
    check: (r) => {
      const t = r.obj.thinking;
      if (t === undefined) return null;
      if (!isObj(t) || typeof t.type !== "string") return "thinking: Input should be a valid dictionary with a type";
      if (t.type !== "enabled") return null;
      const b = t.budget_tokens;
      if (typeof b !== "number" || !Number.isInteger(b) || b < 1024) return "thinking.enabled.budget_tokens: Input should be greater than or equal to 1024";
      return r.route === "messages" && typeof r.obj.max_tokens === "number" && r.obj.max_tokens <= b ? "`max_tokens` must be greater than `thinking.budget_tokens`." : null;
    },
  },
  { id: "messages-required", status: 400, type: "invalid_request_error", source: "SDK 1.14 types (messages required)", requires: "messages", check: need("messages") },
  {
    id: "messages", status: 400, type: "invalid_request_error", source: "per check in api-rules-messages.ts",
    requires: "roles, content block shapes, tool_use/tool_result pairing and order (api-rules-messages.ts)",
    check: (r) => checkMessages(r.obj.messages),
  },
  {
    id: "cache-breakpoints", status: 400, type: "invalid_request_error", source: "research §3; observed text", requires: "at most 4 cache_control breakpoints",
    check: (r) => {
      const n = cacheBreakpoints(r.obj);
      return n > MAX_CACHE_BREAKPOINTS ? `A maximum of ${MAX_CACHE_BREAKPOINTS} blocks with cache_control may be provided. Found ${n}.` : null;
    },
  },
];

export interface RuleFailure {
  rule: string;
  status: number;
  type: ApiErrorType;
  message: string;
}

/** The first rule of API_RULES the request breaks, or null when it keeps them all. */
export function checkRequest(input: RuleInput): RuleFailure | null {
  const obj = isObj(input.body) ? input.body : {};
  for (const rule of API_RULES) {
    const message = rule.check({ ...input, obj });
    if (message !== null) return { rule: rule.id, status: rule.status, type: rule.type, message };
  }
  return null;
}

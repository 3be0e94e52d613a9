/**
 * The part of a Messages API request body the simulator reads, validated loosely: unknown
 * fields are accepted (the real API grows new ones), missing essentials give the API's
 * 400 `invalid_request_error` message.
 */
// @ts-nocheck

import { z } from "zod";

const CacheControl = z.looseObject({ type: z.string(), ttl: z.enum(["5m", "1h"]).optional() });
const Block = z.looseObject({ type: z.string(), cache_control: CacheControl.nullish() });
const Message = z.looseObject({
  role: z.enum(["user", "assistant", "system"]),
  content: z.union([z.string(), z.array(Block)]),
});
const Tool = z.looseObject({ name: z.string(), cache_control: CacheControl.nullish() });

const Base = z.looseObject({
  model: z.string().min(1),
  messages: z.array(Message),
  system: z.union([z.string(), z.array(Block)]).optional(),
  tools: z.array(Tool).optional(),
  cache_control: CacheControl.nullish(),
});
const Create = Base.extend({
  max_tokens: z.number().int().nonnegative(),
  stream: z.boolean().optional(),
  stop_sequences: z.array(z.string()).optional(),
  tool_choice: z.looseObject({ type: z.string() }).optional(),
});

export type Block = z.infer<typeof Block>;
export type SimMessage = z.infer<typeof Message>;
export type CountRequest = z.infer<typeof Base>;
export type CreateRequest = z.infer<typeof Create>;

function parse<T>(schema: z.ZodType<T>, body: unknown): T | string {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  return r.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
}

/** Validates a `POST /v1/messages` body; a string result is the 400 error message. */
export function parseCreateRequest(body: unknown): CreateRequest | string {
  return parse(Create, body);
}

/** Validates a `POST /v1/messages/count_tokens` body; a string result is the 400 error message. */
export function parseCountRequest(body: unknown): CountRequest | string {
  return parse(Base, body);
}

/** The plain text of a tool_result's content (string, or the text of its text blocks). */
export function toolResultText(block: Block): string {
  const c = (block as { content?: unknown }).content;
  if (typeof c === "string") return c;
  if (!Array.isArray(c)) return "";
  return c
    .map((b: unknown) => (b && typeof b === "object" && (b as { type?: unknown }).type === "text" ? String((b as { text?: unknown }).text ?? "") : ""))
    .filter((s) => s.length > 0)
    .join("\n");
}

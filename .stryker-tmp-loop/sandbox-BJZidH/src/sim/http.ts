/**
 * HTTP plumbing shared by the simulator's routes: request ids, JSON replies, the API's
 * error body `{"type":"error","error":{"type","message"},"request_id"}`, body reading.
 */
// @ts-nocheck

import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** The API's request size limit for Messages and count_tokens (bytes). */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export type ApiErrorType =
  | "invalid_request_error" | "authentication_error" | "not_found_error" | "request_too_large"
  | "rate_limit_error" | "api_error" | "overloaded_error";

/** A fresh `req_…` id (the `request-id` header every API response carries). */
export function newRequestId(): string {
  return `req_sim${randomBytes(10).toString("hex")}`;
}

/** Sends a JSON body with `content-type: application/json` (without it the SDK returns a string). */
export function sendJson(res: ServerResponse, status: number, body: unknown, requestId: string, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "request-id": requestId,
    ...headers,
  });
  res.end(text);
}

/** The error body an API error of this type carries. */
export function errorBody(type: ApiErrorType, message: string, requestId: string) {
  return { type: "error", error: { type, message }, request_id: requestId };
}

/** Sends an API error reply. */
export function sendError(res: ServerResponse, status: number, type: ApiErrorType, message: string, requestId: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, errorBody(type, message, requestId), requestId, headers);
}

/** The API key of a request: `Authorization: Bearer <key>` (SDK 1.x) or `x-api-key` (0.x). */
export function apiKeyOf(req: IncomingMessage): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === "string") {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    if (m) return m[1]!.trim();
  }
  const k = req.headers["x-api-key"];
  return typeof k === "string" && k.length > 0 ? k : null;
}

/**
 * Reads a request body as text.
 * @throws Error with `tooLarge: true` past MAX_BODY_BYTES.
 */
export async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error("request too large"), { tooLarge: true });
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts).toString("utf8");
}

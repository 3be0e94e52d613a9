// @ts-nocheck
import * as http from "./http.js";

// Search goes through the same transport but returns hits with their score.
export async function search(client, text, { limit = 20 } = {}) {
  if (!text.trim()) return [];
  const body = await http.getJson(client, "/search", { query: { q: text, limit } });
  return body.hits.map((hit) => ({ id: hit.id, kind: hit.kind, score: hit.score }));
}

// @ts-nocheck
// Transport shared by every resource module. `fetchImpl` is injectable for tests.

export class ApiError extends Error {
  constructor(status, body, url) {
    super(`${status} from ${url}: ${body?.message ?? "no message"}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/**
 * GETs `path` under the client's base URL and decodes the JSON body.
 * Non-2xx responses throw ApiError; 404 resolves to null when `allowMissing` is set.
 */
export async function fetchJson(client, path, { query, allowMissing = false } = {}) {
  const url = new URL(path.replace(/^\//, ""), client.baseUrl.endsWith("/") ? client.baseUrl : `${client.baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const response = await client.fetchImpl(url.toString(), {
    headers: { accept: "application/json", authorization: `Bearer ${client.token}` },
  });
  if (response.status === 404 && allowMissing) return null;
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body, url.toString());
  return body;
}

export function createClient({ baseUrl, token, fetchImpl = globalThis.fetch }) {
  if (!baseUrl) throw new TypeError("baseUrl is required");
  return { baseUrl, token, fetchImpl };
}

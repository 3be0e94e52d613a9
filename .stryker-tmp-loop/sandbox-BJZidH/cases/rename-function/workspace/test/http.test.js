// @ts-nocheck
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { ApiError, createClient, fetchJson } from "../src/http.js";
import { fakeFetch } from "./fake-fetch.js";

describe("fetchJson", () => {
  it("joins the path and query onto the base URL", async () => {
    const fake = fakeFetch({ "/v2/things": [200, { ok: 1 }] });
    const client = createClient({ baseUrl: "https://api.test/v2", token: "t", fetchImpl: fake.impl });
    assert.deepEqual(await fetchJson(client, "/things", { query: { a: 1, skip: undefined } }), { ok: 1 });
    assert.equal(fake.calls[0], "https://api.test/v2/things?a=1");
  });
  it("throws ApiError on failure and returns null for allowed 404s", async () => {
    const fake = fakeFetch({ "/boom": [500, { message: "down" }] });
    const client = createClient({ baseUrl: "https://api.test", token: "t", fetchImpl: fake.impl });
    await assert.rejects(fetchJson(client, "/boom"), ApiError);
    assert.equal(await fetchJson(client, "/missing", { allowMissing: true }), null);
  });
});

// @ts-nocheck
import { test } from "node:test";
import assert from "node:assert/strict";
import { TokenCache } from "../src/token-cache.js";

function fakeFetchToken(expiresIn) {
  let n = 0;
  const fn = async () => ({ accessToken: `t${++n}`, expiresIn });
  fn.count = () => n;
  return fn;
}

test("reuses the token until shortly before it expires", async () => {
  let now = 1_000_000;
  const fetchToken = fakeFetchToken(3_600_000);
  const cache = new TokenCache(fetchToken, { now: () => now });
  assert.equal(await cache.get(), "t1");
  now += 3_000_000;
  assert.equal(await cache.get(), "t1");
  now += 560_000;
  assert.equal(await cache.get(), "t2");
  assert.equal(fetchToken.count(), 2);
});

test("invalidate forces a new token", async () => {
  const fetchToken = fakeFetchToken(3_600_000);
  const cache = new TokenCache(fetchToken);
  await cache.get();
  cache.invalidate();
  assert.equal(await cache.get(), "t2");
});

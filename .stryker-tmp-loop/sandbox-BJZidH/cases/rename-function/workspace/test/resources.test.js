// @ts-nocheck
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as sdk from "../src/index.js";
import { fakeFetch } from "./fake-fetch.js";

const routes = {
  "/products/p1": [200, { id: "p1", name: "Mug" }],
  "/orders": [200, { items: [{ id: "o1" }], next: 2 }],
  "/orders?customer=c1&page=2": [200, { items: [{ id: "o2" }], next: null }],
  "/search": [200, { hits: [{ id: "p1", kind: "product", score: 0.9, extra: true }] }],
};

function client() {
  return sdk.createClient({ baseUrl: "https://api.test", token: "t", fetchImpl: fakeFetch(routes).impl });
}

describe("resources", () => {
  it("exports the public API", () => {
    assert.deepEqual(Object.keys(sdk).sort(), [
      "ApiError", "createClient", "getCustomer", "getJson", "getOrder",
      "getProduct", "listProducts", "ordersForCustomer", "search",
    ]);
  });
  it("gets a product, or null when it is missing", async () => {
    assert.deepEqual(await sdk.getProduct(client(), "p1"), { id: "p1", name: "Mug" });
    assert.equal(await sdk.getProduct(client(), "nope"), null);
  });
  it("follows order pages", async () => {
    assert.deepEqual((await sdk.ordersForCustomer(client(), "c1")).map((o) => o.id), ["o1", "o2"]);
  });
  it("maps search hits", async () => {
    assert.deepEqual(await sdk.search(client(), "mug"), [{ id: "p1", kind: "product", score: 0.9 }]);
  });
});

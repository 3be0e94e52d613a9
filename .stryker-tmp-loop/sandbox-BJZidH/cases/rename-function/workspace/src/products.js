// @ts-nocheck
import { fetchJson } from "./http.js";

export async function getProduct(client, id) {
  return fetchJson(client, `/products/${encodeURIComponent(id)}`, { allowMissing: true });
}

export async function listProducts(client, { category, page = 1 } = {}) {
  const body = await fetchJson(client, "/products", { query: { category, page } });
  return body.items;
}

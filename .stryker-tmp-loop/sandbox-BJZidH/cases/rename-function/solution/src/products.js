// @ts-nocheck
import { getJson } from "./http.js";

export async function getProduct(client, id) {
  return getJson(client, `/products/${encodeURIComponent(id)}`, { allowMissing: true });
}

export async function listProducts(client, { category, page = 1 } = {}) {
  const body = await getJson(client, "/products", { query: { category, page } });
  return body.items;
}

// @ts-nocheck
import { fetchJson } from "./http.js";

export async function getCustomer(client, id) {
  return fetchJson(client, `/customers/${encodeURIComponent(id)}`, { allowMissing: true });
}

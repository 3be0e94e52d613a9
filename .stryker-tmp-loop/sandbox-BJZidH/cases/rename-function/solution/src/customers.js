// @ts-nocheck
import { getJson } from "./http.js";

export async function getCustomer(client, id) {
  return getJson(client, `/customers/${encodeURIComponent(id)}`, { allowMissing: true });
}

// @ts-nocheck
import { clientCredentials } from "./auth.js";
import { TokenCache } from "./token-cache.js";

/** Orders API client: every request carries a bearer token from the cache. */
export class OrdersClient {
  constructor({ baseUrl, tokenUrl, clientId, clientSecret, fetch = globalThis.fetch }) {
    this.baseUrl = baseUrl;
    this.fetch = fetch;
    this.tokens = new TokenCache(clientCredentials({ tokenUrl, clientId, clientSecret, fetch }));
  }

  async request(path, init = {}) {
    for (let attempt = 0; ; attempt++) {
      const token = await this.tokens.get();
      const res = await this.fetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${token}` },
      });
      if (res.status === 401 && attempt === 0) {
        this.tokens.invalidate();
        continue;
      }
      if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${res.status}`);
      return res.json();
    }
  }

  getOrder(id) {
    return this.request(`/orders/${encodeURIComponent(id)}`);
  }

  /** Fetches several orders at once (the dashboard shows 20 in parallel). */
  getOrders(ids) {
    return Promise.all(ids.map((id) => this.getOrder(id)));
  }
}

/**
 * Keeps the current access token and fetches a new one shortly before it expires, so that
 * API calls do not each pay for a token request.
 */
// @ts-nocheck

export class TokenCache {
  /**
   * @param {() => Promise<{ accessToken: string, expiresIn: number }>} fetchToken
   * @param {{ refreshMarginMs?: number, now?: () => number }} options
   */
  constructor(fetchToken, { refreshMarginMs = 60_000, now = Date.now } = {}) {
    this.fetchToken = fetchToken;
    this.refreshMarginMs = refreshMarginMs;
    this.now = now;
    this.token = null;
    this.expiresAt = 0;
  }

  /** The cached token, or a fresh one when the cached one expires within the margin. */
  async get() {
    if (this.token && this.now() < this.expiresAt - this.refreshMarginMs) return this.token;
    const { accessToken, expiresIn } = await this.fetchToken();
    this.token = accessToken;
    this.expiresAt = this.now() + expiresIn;
    return this.token;
  }

  /** Forgets the token, e.g. after the API answered 401. */
  invalidate() {
    this.token = null;
    this.expiresAt = 0;
  }
}

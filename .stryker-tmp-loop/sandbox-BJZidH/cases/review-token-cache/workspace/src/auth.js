/**
 * OAuth2 client-credentials grant (RFC 6749 §4.4). The token endpoint answers
 * {"access_token": "…", "token_type": "Bearer", "expires_in": 3600}.
 */
// @ts-nocheck

export function clientCredentials({ tokenUrl, clientId, clientSecret, fetch = globalThis.fetch }) {
  return async function fetchToken() {
    const res = await fetch(tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
    });
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
    const body = await res.json();
    return { accessToken: body.access_token, expiresIn: body.expires_in };
  };
}

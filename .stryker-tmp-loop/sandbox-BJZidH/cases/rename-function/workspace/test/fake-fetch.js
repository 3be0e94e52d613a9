// @ts-nocheck
// A fetch stand-in that answers from a route table and records the URLs it was asked for.
export function fakeFetch(routes) {
  const calls = [];
  const impl = async (url) => {
    calls.push(url);
    const { pathname, search } = new URL(url);
    const route = routes[pathname + search] ?? routes[pathname];
    if (!route) return { ok: false, status: 404, json: async () => ({ message: "not found" }) };
    const [status, body] = route;
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  };
  return { impl, calls };
}

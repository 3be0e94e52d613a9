import { compile, matchPath } from "./pattern.js";

export function createRouter() {
  const routes = [];
  const middleware = [];
  const add = (method) => (pattern, handler) => {
    routes.push({ method, pattern, compiled: compile(pattern), handler });
    return router;
  };
  const router = {
    get: add("GET"),
    post: add("POST"),
    put: add("PUT"),
    delete: add("DELETE"),
    use(fn) {
      middleware.push(fn);
      return router;
    },
    handle(req) {
      for (const r of routes) {
        if (r.method !== req.method) continue;
        const params = matchPath(r.compiled, req.path);
        if (!params) continue;
        const ctx = { ...req, params };
        for (const fn of middleware) {
          const early = fn(ctx);
          if (early) return early;
        }
        return r.handler(ctx);
      }
      return { status: 404 };
    },
    get routes() {
      return routes.map((r) => `${r.method} ${r.pattern}`);
    },
  };
  return router;
}

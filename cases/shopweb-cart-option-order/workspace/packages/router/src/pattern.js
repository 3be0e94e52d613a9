/** Compiles a route pattern ("/products/:sku") into { regex, names }. */
export function compile(pattern) {
  const names = [];
  const body = pattern
    .split("/")
    .map((seg) => {
      if (seg.startsWith(":")) {
        names.push(seg.slice(1));
        return "([^/]+)";
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { regex: new RegExp(`^${body}$`), names };
}

/** Strips one trailing slash, except from "/" itself. */
export function normalize(path) {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Params of a path that matches a compiled pattern, or null. */
export function matchPath(compiled, path) {
  const m = compiled.regex.exec(normalize(path));
  if (!m) return null;
  return Object.fromEntries(compiled.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
}

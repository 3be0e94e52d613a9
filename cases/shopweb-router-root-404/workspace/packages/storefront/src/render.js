import { readFileSync } from "node:fs";
import { helpers } from "./helpers.js";

const lookup = (ctx, path) => path.split(".").reduce((v, k) => (v == null ? v : v[k]), ctx);

/** Renders a view's text: {{name arg ...}} calls a helper, {{path}} inserts a value. */
export function render(text, ctx) {
  return text.replace(/\{\{\s*([\w.]+)((?:\s+[\w."]+)*)\s*\}\}/g, (_, head, rest) => {
    const args = rest.trim() === "" ? [] : rest.trim().split(/\s+/).map((a) => (a.startsWith('"') ? a.slice(1, -1) : lookup(ctx, a)));
    return head in helpers ? String(helpers[head](...args)) : String(lookup(ctx, head) ?? "");
  });
}

export function renderView(name, ctx) {
  return render(readFileSync(new URL(`../views/${name}.hbs`, import.meta.url), "utf8"), ctx);
}

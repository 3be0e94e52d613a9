/**
 * The little SVG the HTML report needs: escaping, elements, a linear scale and tick steps.
 * Written by hand rather than with a plotting library: two charts of dots and lines do not
 * justify a dependency (and its browser-side script), and static SVG keeps report.html
 * self-contained, script-free and readable offline.
 */
// @ts-nocheck


/** Escapes text for XML/HTML content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

type Attr = string | number | undefined | null | false;

/** Coordinates rounded to 0.01 px: enough for the eye, short in the file. */
function num(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** `<name a="…">children</name>`, attributes escaped, undefined/null/false attributes dropped. */
export function el(name: string, attrs: Record<string, Attr>, children: string | string[] = ""): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? num(v) : esc(String(v))}"`)
    .join("");
  const body = Array.isArray(children) ? children.join("") : children;
  return body === "" && name !== "text" && name !== "title" ? `<${name}${a}/>` : `<${name}${a}>${body}</${name}>`;
}

export interface Scale {
  (v: number): number;
  domain: [number, number];
}

/** A linear map from `domain` onto `range`; values outside the domain are clamped to it. */
export function linearScale(domain: [number, number], range: [number, number]): Scale {
  const [d0, d1] = domain[0] === domain[1] ? [domain[0] - 1, domain[1] + 1] : domain;
  const f = ((v: number) => {
    const c = Math.min(Math.max(v, d0), d1);
    return range[0] + ((c - d0) / (d1 - d0)) * (range[1] - range[0]);
  }) as Scale;
  f.domain = [d0, d1];
  return f;
}

/**
 * Tick values at a "nice" step (1, 2 or 5 × 10^k) giving about `count` ticks over the domain
 * (the usual rule of axis-labelling code, e.g. Heckbert, "Nice numbers for graph labels", 1990).
 */
export function niceTicks(domain: [number, number], count = 5): number[] {
  const [lo, hi] = domain;
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * mag).find((s) => s >= raw) ?? 10 * mag;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Math.abs(v) < step * 1e-9 ? 0 : v);
  return out;
}

/**
 * A domain that holds every finite value given (and 0), padded by 8% on each side and clamped
 * to `limits`, so one wild interval end cannot squash every other row. All-zero values give
 * ±`minHalfWidth`.
 */
export function paddedDomain(values: readonly number[], limits: [number, number] = [-Infinity, Infinity], minHalfWidth = 1): [number, number] {
  const finite = values.filter((v) => Number.isFinite(v));
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (hi === lo) {
    lo -= minHalfWidth;
    hi += minHalfWidth;
  }
  const pad = (hi - lo) * 0.08;
  return [Math.max(limits[0], lo - pad), Math.min(limits[1], hi + pad)];
}

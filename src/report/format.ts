/** Number formatting shared by the reporters. */

/** A metric value for display: USD with 4 decimals, rates as %, counts with separators. */
export function formatValue(metric: string, v: number | null | undefined): string {
  if (v === null || v === undefined || Number.isNaN(v)) return "n/a";
  if (metric === "costUsd") return `$${v.toFixed(4)}`;
  if (metric === "pass") return `${(v * 100).toFixed(1)}%`;
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString("en-US");
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}

/** A delta: relative ones (ratio metrics) as signed %, absolute ones in the metric's unit. */
export function formatDelta(kind: "ratio" | "guardrail" | "secondary", metric: string, d: number | null | undefined): string {
  if (d === null || d === undefined || Number.isNaN(d)) return "n/a";
  const sign = d > 0 ? "+" : d < 0 ? "−" : "±";
  const a = Math.abs(d);
  if (kind === "ratio" || (kind === "secondary" && metric !== "pass")) return `${sign}${(a * 100).toFixed(1)}%`;
  if (metric === "pass") return `${sign}${(a * 100).toFixed(1)} pts`;
  return `${sign}${a.toFixed(2)}`;
}

export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return "n/a";
  return p < 0.001 ? "<0.001" : p.toFixed(3);
}

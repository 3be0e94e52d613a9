/**
 * The forest plot of report.html: one row per metric, its Δ as a dot and its interval as a
 * line. Ratio metrics share one relative axis (%); guardrails and mean-difference metrics are
 * in their own units, so each of those rows gets its own axis, with the non-inferiority margin
 * drawn as a dashed line.
 */
// @ts-nocheck

import { HIGHER_IS_BETTER } from "../stats/decision/metric-catalog.ts";
import type { MetricSummary, Summary } from "../stats/core/types.ts";
import { formatDelta, intervalEnds } from "./format.ts";
import { metricRows, type MetricRow } from "./rows.ts";
import { el, esc, linearScale, niceTicks, paddedDomain, type Scale } from "./svg.ts";

const W = 840;
const LABEL_X = 8;
const PLOT: [number, number] = [180, 590];
const TEXT_X = 602;
const ROW_H = 30;
const TONE = { good: "#1a7f37", bad: "#cf222e", neutral: "#57606a" } as const;

/** Relative axis limits: −100% is the floor of a ratio; past +300% only the arrow matters. */
const RATIO_LIMITS: [number, number] = [-1, 3];

function arrow(x: number, y: number, dir: -1 | 1, colour: string): string {
  return el("path", { d: `M${x} ${y} l${-6 * dir} -4 l0 8 z`, fill: colour, class: "open-end" });
}

/** One row: label, interval line (arrows where it runs off the axis), the Δ dot, the numbers. */
function row(r: MetricRow, m: MetricSummary, y: number, x: Scale, withAxis: boolean): string {
  const colour = TONE[r.tone];
  const parts: string[] = [];
  if (r.role === "primary") parts.push(el("rect", { x: 0, y: y - ROW_H / 2, width: W, height: ROW_H, fill: "#fdf3c4", class: "primary-band" }));
  parts.push(el("text", { x: LABEL_X, y: y + 4, "font-weight": r.role === "primary" ? "bold" : undefined }, esc(`${r.name}${r.role === "primary" ? " (primary)" : r.role === "guardrail" ? " (guardrail)" : ""}`)));
  const [d0, d1] = x.domain;
  if (withAxis) {
    parts.push(el("line", { x1: PLOT[0], x2: PLOT[1], y1: y + 11, y2: y + 11, stroke: "#d0d7de" }));
    for (const [v, anchor] of axisLabels(x, (v) => formatDelta(m.kind, r.name, v))) {
      parts.push(el("text", { x: x(v), y: y + 21, "font-size": 9, "text-anchor": anchor, fill: "#57606a" }, esc(formatDelta(m.kind, r.name, v))));
    }
    parts.push(el("line", { x1: x(0), x2: x(0), y1: y - 10, y2: y + 11, stroke: "#8c959f", "stroke-dasharray": "3 3" }));
    if (m.margin !== undefined) {
      const mx = x(HIGHER_IS_BETTER.has(r.name) ? -m.margin : m.margin);
      parts.push(el("line", { x1: mx, x2: mx, y1: y - 11, y2: y + 11, stroke: TONE.bad, "stroke-dasharray": "4 2", class: "margin" }, el("title", {}, esc(`non-inferiority margin ${m.margin}`))));
    }
  }
  if (m.delta === null || !Number.isFinite(m.delta)) {
    parts.push(el("text", { x: (PLOT[0] + PLOT[1]) / 2, y: y + 4, "text-anchor": "middle", fill: TONE.neutral, class: "na", "data-metric": r.name }, "not estimated"));
  } else {
    const ends = intervalEnds(m.ci);
    if (ends) {
      const [lo, hi] = ends;
      parts.push(el("line", { x1: x(lo), x2: x(hi), y1: y, y2: y, stroke: colour, "stroke-width": 2, class: "interval" }));
      if (!(lo >= d0)) parts.push(arrow(PLOT[0], y, -1, colour));
      if (!(hi <= d1)) parts.push(arrow(PLOT[1], y, 1, colour));
    }
    const tip = `${r.name}: Δ ${r.delta} ${r.ci} (${r.status})`;
    parts.push(el("circle", { cx: x(m.delta), cy: y, r: 5, fill: colour, class: `marker marker-${r.tone}`, "data-metric": r.name }, el("title", {}, esc(tip))));
  }
  parts.push(el("text", { x: TEXT_X, y: y + 4, "font-size": 11 }, esc(`${r.delta} ${r.ci}`)));
  return el("g", { class: "forest-row", "data-metric": r.name, "data-role": r.role }, parts);
}

/** Rough width of a 9 px axis label (system-ui digits and signs are about 0.55 em wide). */
const labelWidth = (text: string) => text.length * 5;

/**
 * A row axis's labels: its two ends and 0, leaving out an end label that would overlap the 0
 * label (an interval ending near 0, e.g. a pass rate that fell by 100 points, puts 0 a few
 * pixels from the right end).
 */
function axisLabels(x: Scale, text: (v: number) => string): Array<[number, "start" | "middle" | "end"]> {
  const [d0, d1] = x.domain;
  const zero = labelWidth(text(0)) / 2 + 4;
  const out: Array<[number, "start" | "middle" | "end"]> = [[0, "middle"]];
  if (x(d0) + labelWidth(text(d0)) < x(0) - zero) out.unshift([d0, "start"]);
  if (x(d1) - labelWidth(text(d1)) > x(0) + zero) out.push([d1, "end"]);
  return out;
}

function finiteParts(m: MetricSummary): number[] {
  const ends = intervalEnds(m.ci) ?? [];
  return [m.delta ?? 0, ...ends].filter((v) => Number.isFinite(v));
}

/**
 * The forest plot as one inline SVG element (class "forest"), one `circle.marker` per metric
 * with an estimate (data-metric = its name) and a "not estimated" label for the others.
 */
export function forestPlot(s: Summary): string {
  const rows = metricRows(s);
  const ratio = rows.filter((r) => r.kind === "ratio");
  const absolute = rows.filter((r) => r.kind !== "ratio");
  const parts: string[] = [];
  let y = 18;
  if (ratio.length) {
    const domain = paddedDomain(ratio.flatMap((r) => finiteParts(s.metrics[r.name]!)), RATIO_LIMITS, 0.1);
    const x = linearScale(domain, PLOT);
    parts.push(el("text", { x: LABEL_X, y, "font-weight": "bold" }, "Relative change, candidate vs baseline (Σ over cases)"));
    y += 16;
    const top = y;
    for (const r of ratio) {
      y += ROW_H / 2;
      parts.push(row(r, s.metrics[r.name]!, y, x, false));
      y += ROW_H / 2;
    }
    parts.push(el("line", { x1: x(0), x2: x(0), y1: top, y2: y, stroke: "#8c959f", "stroke-dasharray": "3 3", class: "zero" }));
    parts.push(el("line", { x1: PLOT[0], x2: PLOT[1], y1: y + 2, y2: y + 2, stroke: "#57606a" }));
    for (const t of niceTicks(domain, 6)) {
      parts.push(el("line", { x1: x(t), x2: x(t), y1: y + 2, y2: y + 6, stroke: "#57606a" }));
      parts.push(el("text", { x: x(t), y: y + 17, "font-size": 10, "text-anchor": "middle" }, esc(formatDelta("ratio", "", t))));
    }
    y += 36;
  }
  if (absolute.length) {
    parts.push(el("text", { x: LABEL_X, y, "font-weight": "bold" }, "Absolute difference, candidate − baseline (each row on its own axis; dashed red: margin)"));
    y += 10;
    for (const r of absolute) {
      const m = s.metrics[r.name]!;
      const margins = m.margin !== undefined ? [m.margin, -m.margin] : [];
      // A difference of pass rates lies in [−1, 1] (the statistics clip its interval there too).
      const limits: [number, number] = r.name === "pass" ? [-1, 1] : [-Infinity, Infinity];
      const x = linearScale(paddedDomain([...finiteParts(m), ...margins], limits, r.name === "pass" ? 0.05 : 0.5), PLOT);
      y += ROW_H / 2 + 4;
      parts.push(row(r, m, y, x, true));
      y += ROW_H / 2 + 12;
    }
  }
  const height = y + 4;
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", class: "forest", role: "img", width: W, height, viewBox: `0 0 ${W} ${height}`, "font-family": "system-ui, sans-serif", "font-size": 12 },
    [el("title", {}, "Forest plot: each metric's change with its interval"), ...parts],
  );
}

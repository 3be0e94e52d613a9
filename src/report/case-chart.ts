/**
 * The per-case chart of report.html: for each case, the pass share of each arm as two bars and
 * the case's cost change (C̄/B̄ − 1 of costUsd per trial) as a dot on a shared relative axis.
 * Flagged cases (flipped, regressed) are drawn in red with their flags.
 */
import type { Summary } from "../stats/core/types.ts";
import { formatDelta } from "./format.ts";
import { lostMajority } from "../stats/decision/per-case.ts";
import { caseFlags } from "./rows.ts";
import { el, esc, linearScale, niceTicks, paddedDomain } from "./svg.ts";
import { nounFor } from "../text/plural.ts";

const W = 900;
const BARS: [number, number] = [200, 330];
const COST: [number, number] = [430, 660];
const FLAGS_X = 672;
const ROW_H = 26;
const ARM = { baseline: "#8c959f", candidate: "#0969da" } as const;

/** The chart as one inline SVG (class "cases"); one `circle.case-marker` per case with a cost change. */
export function caseChart(s: Summary): string {
  const cases = s.perCase ?? [];
  const domain = paddedDomain(cases.map((c) => c.costDelta ?? 0), [-1, 3], 0.1);
  const x = linearScale(domain, COST);
  const bar = linearScale([0, 1], BARS);
  const parts: string[] = [
    el("text", { x: 8, y: 16, "font-weight": "bold" }, "Per case"),
    el("text", { x: BARS[0], y: 16, "font-size": 11 }, "passes"),
    el("rect", { x: BARS[0] + 42, y: 8, width: 9, height: 9, fill: ARM.baseline }),
    el("text", { x: BARS[0] + 54, y: 16, "font-size": 11 }, "baseline"),
    el("rect", { x: BARS[0] + 108, y: 8, width: 9, height: 9, fill: ARM.candidate }),
    el("text", { x: BARS[0] + 120, y: 16, "font-size": 11 }, "candidate"),
    el("text", { x: COST[0], y: 16, "font-size": 11 }, "cost Δ per trial (candidate vs baseline)"),
    el("text", { x: FLAGS_X, y: 16, "font-size": 11 }, "flags"),
  ];
  let y = 30;
  const top = y;
  for (const c of cases) {
    const flags = caseFlags(c);
    const bad = lostMajority(c) || c.flags.includes("regressed");
    const colour = bad ? "#cf222e" : "#1f2328";
    const shares = {
      baseline: c.baselineTrials ? c.baselinePasses / c.baselineTrials : 0,
      candidate: c.candidateTrials ? c.candidatePasses / c.candidateTrials : 0,
    };
    const g: string[] = [el("text", { x: 8, y: y + 16, fill: colour }, esc(c.caseId.length > 28 ? `${c.caseId.slice(0, 27)}…` : c.caseId))];
    for (const [i, arm] of (["baseline", "candidate"] as const).entries()) {
      const passes = arm === "baseline" ? `${c.baselinePasses}/${c.baselineTrials}` : `${c.candidatePasses}/${c.candidateTrials}`;
      g.push(el("rect", { x: BARS[0], y: y + 5 + i * 9, width: BARS[1] - BARS[0], height: 7, fill: "#eaeef2" }));
      g.push(el("rect", { x: BARS[0], y: y + 5 + i * 9, width: bar(shares[arm]) - BARS[0], height: 7, fill: ARM[arm], class: `pass-bar pass-${arm}` }, el("title", {}, esc(`${arm}: ${passes} ${nounFor(arm === "baseline" ? c.baselineTrials : c.candidateTrials, "trial")} passed`))));
      g.push(el("text", { x: BARS[1] + 4, y: y + 11 + i * 9, "font-size": 9 }, esc(passes)));
    }
    if (c.costDelta !== null && Number.isFinite(c.costDelta)) {
      g.push(el("circle", { cx: x(c.costDelta), cy: y + 13, r: 4.5, fill: colour, class: "case-marker", "data-case": c.caseId }, el("title", {}, esc(`${c.caseId}: cost ${formatDelta("ratio", "costUsd", c.costDelta)}`))));
    } else {
      g.push(el("text", { x: (COST[0] + COST[1]) / 2, y: y + 17, "text-anchor": "middle", "font-size": 10, fill: "#57606a" }, "n/a"));
    }
    if (flags.length) g.push(el("text", { x: FLAGS_X, y: y + 17, "font-size": 10, fill: colour, class: "flags" }, esc(flags.join(", "))));
    parts.push(el("g", { class: "case-row", "data-case": c.caseId }, g));
    y += ROW_H;
  }
  parts.push(el("line", { x1: x(0), x2: x(0), y1: top, y2: y, stroke: "#8c959f", "stroke-dasharray": "3 3" }));
  parts.push(el("line", { x1: COST[0], x2: COST[1], y1: y + 2, y2: y + 2, stroke: "#57606a" }));
  for (const t of niceTicks(domain, 5)) {
    parts.push(el("text", { x: x(t), y: y + 15, "font-size": 10, "text-anchor": "middle" }, esc(formatDelta("ratio", "", t))));
  }
  const height = y + 24;
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", class: "cases", role: "img", width: W, height, viewBox: `0 0 ${W} ${height}`, "font-family": "system-ui, sans-serif", "font-size": 12 },
    [el("title", {}, "Per-case passes and cost change"), ...parts],
  );
}

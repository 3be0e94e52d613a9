// @ts-nocheck
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/report/html.ts";
import { manifest, parseXml, record, sampleView, walk } from "./fixtures.ts";

/** The inline <svg> elements of a page (they do not nest in our reports). */
function svgs(html: string): string[] {
  return [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]);
}

describe("report.html", () => {
  const view = sampleView();
  const html = renderHtml(view);

  it("draws the forest plot with one marker per estimated metric and a label for the rest", () => {
    const forest = svgs(html).map(parseXml).find((t) => t.attrib.class === "forest");
    expect(forest).toBeDefined();
    const nodes = walk(forest!);
    const markers = nodes.filter((n) => n.tag.endsWith("circle") && n.attrib.class?.split(" ").includes("marker"));
    const estimated = Object.entries(view.summary.metrics).filter(([, m]) => m.delta !== null && Number.isFinite(m.delta)).map(([k]) => k);
    const notEstimated = Object.keys(view.summary.metrics).filter((k) => !estimated.includes(k));
    expect(markers.map((m) => m.attrib["data-metric"]).sort()).toEqual(estimated.sort());
    const labels = nodes.filter((n) => n.attrib.class === "na").map((n) => n.attrib["data-metric"]);
    expect(labels.sort()).toEqual(notEstimated.sort());
    // Every metric has exactly one row.
    const rows = nodes.filter((n) => n.attrib.class === "forest-row").map((n) => n.attrib["data-metric"]);
    expect(rows.sort()).toEqual(Object.keys(view.summary.metrics).sort());
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });

  it("draws the per-case chart with a marker per case and the lost case in red with its flag", () => {
    const cases = svgs(html).map(parseXml).find((t) => t.attrib.class === "cases")!;
    const nodes = walk(cases);
    expect(nodes.filter((n) => n.attrib.class === "case-marker").map((n) => n.attrib["data-case"])).toEqual(["alpha", "beta", "gamma"]);
    const beta = nodes.find((n) => n.attrib.class === "case-row" && n.attrib["data-case"] === "beta")!;
    expect(walk(beta).find((n) => n.attrib.class === "flags")?.text).toBe("flipped (lost)");
    expect(walk(beta).find((n) => n.attrib.class === "case-marker")?.attrib.fill).toBe("#cf222e");
  });

  it("is self-contained: no script, no external URL, a CSP that forbids fetching", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it("shows the simulator mark, and escapes the failing check's output", () => {
    expect(html).toContain("OFFLINE SIMULATOR");
    expect(html).toContain("expected &lt;total&gt; &amp; &quot;currency&quot; == &#39;EUR&#39; ]]&gt; bell");
    expect(html).not.toContain("\u0007");
    const real = renderHtml(sampleView(undefined, manifest(["alpha", "beta", "gamma"], { provider: "anthropic" })));
    expect(real).not.toContain("OFFLINE SIMULATOR");
  });

  it("a ratio interval not estimated with 3 cases: the dot without a line, and the reason in the numbers", () => {
    const forest = svgs(html).map(parseXml).find((t) => t.attrib.class === "forest")!;
    const row = walk(forest).find((n) => n.attrib.class === "forest-row" && n.attrib["data-metric"] === "costUsd")!;
    expect(view.summary.metrics.costUsd!.ci).toBeNull();
    expect(walk(row).filter((n) => n.attrib.class === "interval")).toHaveLength(0);
    expect(walk(row).filter((n) => n.attrib.class?.startsWith("marker"))).toHaveLength(1);
    expect(walk(row).some((n) => n.tag.endsWith("text") && n.text.endsWith("n/a (too few cases: 3)"))).toBe(true);
  });

  it("a pass rate that fell by 100 points: the axis stops at −100 pts and its labels do not overlap", () => {
    const recs = ["a", "b", "c"].flatMap((caseId) => [0, 1].flatMap((trial) => [
      record({ caseId, trial, arm: "baseline" }), record({ caseId, trial, arm: "candidate", pass: false }),
    ]));
    const v = sampleView(recs);
    expect(v.summary.metrics.pass!.ci![0]).toBe(-1); // clipped (the t interval reaches −138.3 points)
    const forest = svgs(renderHtml(v)).map(parseXml).find((t) => t.attrib.class === "forest")!;
    const row = walk(forest).find((n) => n.attrib.class === "forest-row" && n.attrib["data-metric"] === "pass")!;
    const ticks = walk(row).filter((n) => n.tag.endsWith("text") && n.attrib["font-size"] === "9");
    expect(ticks.map((t) => t.text)).toEqual(["−100.0 pts", "±0.0 pts"]);
    const xs = ticks.map((t) => Number(t.attrib.x));
    expect(xs[1]! - xs[0]!).toBeGreaterThan(100);
    expect(walk(row).some((n) => n.text === "−100.0 pts [−100.0 pts, −61.7 pts]")).toBe(true);
  });

  it("draws an interval that runs off the axis as an arrow instead of squashing the other rows", () => {
    const v = sampleView();
    const cost = v.summary.metrics.costUsd!;
    v.summary.metrics.costUsd = { ...cost, ci: JSON.parse(JSON.stringify([cost.delta! - 0.01, Infinity])) };
    const forest = svgs(renderHtml(v)).map(parseXml).find((t) => t.attrib.class === "forest")!;
    const row = walk(forest).find((n) => n.attrib.class === "forest-row" && n.attrib["data-metric"] === "costUsd")!;
    expect(walk(row).filter((n) => n.attrib.class === "open-end")).toHaveLength(1);
  });
});

/**
 * The viewer's one page: HTML, CSS and script inline (no external assets, no network beyond
 * its own server's JSON API). Every text from a run is inserted as text, never as HTML; the
 * forest plot is the report's own SVG (forest-plot.ts, which escapes its labels).
 */
const CSS = `
body{font:14px system-ui,sans-serif;margin:0;color:#1f2328}header{background:#24292f;color:#fff;padding:8px 16px;display:flex;gap:16px;align-items:center}
header a{color:#fff;text-decoration:none;font-weight:600}main{padding:16px}table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa}a{color:#0969da;cursor:pointer}.ADOPT{color:#1a7f37}.REJECT{color:#cf222e}.INCONCLUSIVE{color:#9a6700}.INVALID{color:#cf222e}
.sides{display:grid;grid-template-columns:1fr 1fr;gap:12px}.side h3{margin:4px 0}.turn{border:1px solid #d0d7de;border-radius:4px;margin:6px 0;padding:6px}
.turn.diverge{border:2px solid #cf222e;background:#fff5f5}.turn.diverge-call:not(.diverge){border:2px dashed #9a6700}.mark.call{color:#9a6700}.mark{color:#cf222e;font-weight:600}.tool{font-family:ui-monospace,monospace;font-size:12px;white-space:pre-wrap;word-break:break-all;background:#f6f8fa;padding:4px;margin:3px 0}
.guard{color:#9a6700;font-size:12px}.err{color:#cf222e}.muted{color:#57606a;font-size:12px}tr.metric-row.good td:last-child{color:#1a7f37}tr.metric-row.bad td:last-child{color:#cf222e}input[type=search]{padding:3px 6px;width:240px}.in-progress{background:#ddf4ff;border:1px solid #54aeff;padding:8px 12px;border-radius:6px;font-weight:600}`;

const SCRIPT = `
const $ = (tag, attrs = {}, ...kids) => { const e = document.createElement(tag); for (const [k, v] of Object.entries(attrs)) { if (k === "onclick") e.onclick = v; else e.setAttribute(k, v); } for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k ?? ""))); return e; };
const main = () => document.getElementById("main");
const api = async (p) => { const r = await fetch(p); const j = await r.json(); if (!r.ok) throw new Error(j.error || r.statusText); return j; };
const go = (h) => { location.hash = h; };
const usd = (x) => x == null ? "—" : "$" + x.toFixed(x < 0.01 ? 5 : 4);
const pct = (x) => x == null ? "—" : (x >= 0 ? "+" : "−") + Math.abs(x * 100).toFixed(1) + "%";
const table = (head, rows) => $("table", {}, $("tr", {}, ...head.map((h) => $("th", {}, h))), ...rows);
async function listRuns() {
  const runs = await api("/api/runs");
  main().replaceChildren($("h2", {}, "Runs"), table(["run", "suite", "created", "verdict", "cases × trials", "baseline", "candidate"],
    runs.map((r) => $("tr", {}, $("td", {}, $("a", { class: "run-link", "data-run": r.id, onclick: () => go("#/run/" + encodeURIComponent(r.id)) }, r.id)), $("td", {}, r.suite), $("td", {}, r.createdAt),
      $("td", { class: r.decision }, r.decision), $("td", {}, r.cases + " × " + r.trials), $("td", {}, r.baseline), $("td", {}, r.candidate)))));
}
function forest(svg) { const box = $("div", { class: "forest-box" }); box.append(new DOMParser().parseFromString(svg, "image/svg+xml").documentElement); return box; }
function showPlan(id, r) {
  const p = r.plan;
  main().replaceChildren($("h2", {}, "Run " + id), $("p", {}, "suite " + r.manifest.suite + " · " + r.manifest.provider + " · " + r.manifest.model + " · seed " + r.manifest.seed),
    $("p", {}, "baseline: " + r.manifest.variants.baseline.name + " · " + (p.arms.length > 1 ? "candidates: " + p.arms.join(" | ") : "candidate: " + p.arms[0])),
    $("h3", { class: "verdict planned" }, r.decision), $("p", { class: "plan" }, p.trialsPlanned + " trials planned: " + p.cases.length + " case" + (p.cases.length === 1 ? "" : "s") + " × " + p.trials + " trial" + (p.trials === 1 ? "" : "s") + " per case per arm" + (p.shard ? " (shard " + p.shard.index + "/" + p.shard.count + ")" : "")),
    p.stoppedBy ? $("p", { class: "muted" }, p.stoppedBy) : "", $("p", {}, "run it with: ", $("code", {}, p.resume)),
    $("h3", {}, "Cases"), table(["case"], p.cases.map((c) => $("tr", { class: "case-row", "data-case": c }, $("td", {}, c)))));
}
async function showRun(id) {
  const r = await api("/api/run/" + encodeURIComponent(id));
  if (r.planned) return showPlan(id, r);
  const s = r.summary;
  const metrics = r.metricRows.map((m) => $("tr", { class: "metric-row " + m.tone }, $("td", {}, m.name + (m.role === "primary" ? " (primary)" : m.role === "guardrail" ? " (guardrail)" : "")),
    $("td", {}, m.baseline), $("td", {}, m.candidate), $("td", {}, m.delta), $("td", {}, m.ci), $("td", {}, m.p), $("td", {}, m.status)));
  const cases = r.cases.map((c) => $("tr", { class: "case-row", "data-case": c.caseId }, $("td", {}, c.caseId), $("td", {}, c.baselinePasses + "/" + c.baselineTrials), $("td", {}, c.candidatePasses + "/" + c.candidateTrials),
    $("td", {}, pct(c.costDelta)), $("td", {}, c.flags.join(", ")),
    $("td", {}, ...c.pairs.map((p) => $("a", { class: "pair-link", "data-trial": String(p.trial), onclick: () => go("#/pair/" + [id, c.caseId, p.trial].map(encodeURIComponent).join("/")) }, "trial " + p.trial + " ")))));
  const live = r.inProgress;
  // An unfinished run: said first, the verdict marked interim, the page read again every 5 s while it runs.
  if (live) setTimeout(() => { if (location.hash === "#/run/" + encodeURIComponent(id)) route(); }, 5000);
  main().replaceChildren($("h2", {}, "Run " + id), live ? $("div", { class: "in-progress" }, "IN PROGRESS: " + live.recorded + (live.planned != null ? " of " + live.planned : "") + " trials recorded — the verdict below is interim and can still change (this page refreshes every 5 s)") : "",
    $("p", {}, "suite " + r.manifest.suite + " · " + r.manifest.provider + " · " + r.manifest.model + " · seed " + r.manifest.seed),
    $("p", {}, "baseline: " + r.manifest.variants.baseline.name + " · candidate: " + r.manifest.variants.candidate.name),
    $("h3", { class: "verdict " + s.decision }, (live ? "interim verdict: " : "verdict: ") + s.decision), $("ul", {}, ...s.reasons.map((x) => $("li", {}, x))),
    forest(r.forest), table(["metric", "baseline", "candidate", "Δ", "CI", "p", "status"], metrics), $("p", { class: "muted" }, r.pNote),
    $("h3", {}, "Cases"), table(["case", "baseline passes", "candidate passes", "cost Δ", "flags", "pairs"], cases));
}
function side(arm, t, divergence, callDivergence) {
  if (!t) return $("div", { class: "side " + arm }, $("h3", {}, arm), $("p", { class: "err" }, "no trial recorded"));
  const rec = t.record;
  const turns = t.turns.map((u, i) => $("div", { class: "turn" + (i === divergence ? " diverge" : "") + (i === callDivergence ? " diverge-call" : ""), "data-turn": String(u.turn) },
    i === divergence ? $("div", { class: "mark" }, "⟶ first divergence") : "",
    i === callDivergence && i !== divergence ? $("div", { class: "mark call" }, "⟶ first different tool call") : "",
    $("div", {}, $("b", {}, "turn " + u.turn), $("span", { class: "muted" }, " · stop " + u.stopReason + " · in " + u.tokens.input + " out " + u.tokens.output + " cache r/w " + u.tokens.cacheRead + "/" + u.tokens.cacheWrite + " · " + usd(u.costUsd) + " · " + u.latencyMs + " ms")),
    ...u.tools.map((c) => $("div", { class: "tool" }, c.name + " " + c.input + "\\n→ " + (c.ok ? "ok" : "error") + ", " + c.visibleChars + "/" + c.outputChars + " chars shown" + (c.elided ? ", elided" : "") + (c.workspaceChanged ? ", changed the workspace" : "") + (c.resultSha256 ? ", result " + c.resultSha256.slice(0, 12) : ""))),
    ...u.guards.map((g) => $("div", { class: "guard" }, "guard " + g.guard + (g.tool ? " (" + g.tool + ")" : "") + ": " + g.detail))));
  return $("div", { class: "side " + arm, "data-arm": arm }, $("h3", {}, arm + ": " + (rec.pass ? "pass" : rec.status)),
    $("div", { class: "muted" }, t.agent + " · " + t.model + " · outcome " + t.outcome + " · " + usd(rec.metrics && rec.metrics.costUsd) + " · " + (rec.metrics ? rec.metrics.tokens : "—") + " tokens · " + t.file),
    $("div", { class: "muted" }, "flags: " + Object.entries(t.flags).map(([k, v]) => k + "=" + v).join(" ")), ...turns,
    $("div", {}, $("b", {}, "final text: "), t.finalText), t.error ? $("div", { class: "err" }, t.error) : "");
}
async function showPair(id, caseId, trial) {
  const p = await api("/api/pair/" + [id, caseId, trial].map(encodeURIComponent).join("/"));
  const calls = p.callDivergence == null ? "; the tool calls themselves are the same, turn by turn" : p.callDivergence === p.divergence ? "" : "; first different tool call at turn " + (p.callDivergence + 1) + " (marked)";
  const note = p.divergence == null ? "the two transcripts did the same tool calls, turn by turn" : "first divergence at turn " + (p.divergence + 1) + " (marked)" + calls;
  main().replaceChildren($("p", {}, $("a", { onclick: () => go("#/run/" + encodeURIComponent(id)) }, "← run " + id)), $("h2", {}, caseId + " · trial " + trial),
    $("p", { class: "divergence" }, note), $("div", { class: "sides" }, side("baseline", p.baseline, p.divergence, p.callDivergence), side("candidate", p.candidate, p.divergence, p.callDivergence)));
}
async function search(q) {
  const hits = await api("/api/search?q=" + encodeURIComponent(q));
  main().replaceChildren($("h2", {}, hits.length + " hit" + (hits.length === 1 ? "" : "s") + " for “" + q + "”"), table(["run", "case", "trial", "arm", "turn", "text"],
    hits.map((h) => $("tr", { class: "hit" }, $("td", {}, h.run), $("td", {}, $("a", { onclick: () => go("#/pair/" + [h.run, h.caseId, h.trial].map(encodeURIComponent).join("/")) }, h.caseId)), $("td", {}, h.trial), $("td", {}, h.arm), $("td", {}, h.turn ?? "—"), $("td", { class: "tool" }, h.text)))));
}
async function route() {
  const parts = location.hash.slice(1).split("/").filter(Boolean).map(decodeURIComponent);
  try {
    if (parts[0] === "run") await showRun(parts[1]);
    else if (parts[0] === "pair") await showPair(parts[1], parts[2], parts[3]);
    else if (parts[0] === "search") await search(parts[1] ?? "");
    else await listRuns();
  } catch (err) { main().replaceChildren($("p", { class: "err" }, String(err.message || err))); }
}
window.addEventListener("hashchange", route);
document.getElementById("q").addEventListener("keydown", (e) => { if (e.key === "Enter") go("#/search/" + encodeURIComponent(e.target.value)); });
route();`;

/** The page served at `/`. */
export const VIEWER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>freecode eval view</title><style>${CSS}</style></head>
<body><header><a href="#/">freecode eval view</a><input id="q" type="search" placeholder="search traces (Enter)"></header><main id="main">loading…</main>
<script>${SCRIPT}</script></body></html>`;

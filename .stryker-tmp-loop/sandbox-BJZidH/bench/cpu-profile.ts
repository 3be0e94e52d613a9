/**
 * Where a V8 CPU profile (`node --cpu-prof`, or bench/profile-hook.mjs) spends its time: self
 * time by category (a package, a src/ stage, Node's module loader, GC, …) and the hottest
 * functions. DevTools and speedscope read these files interactively; the benchmark needs the
 * same two tables as data for results.json, which is a few lines over the documented format
 * rather than a dependency.
 */
// @ts-nocheck


/** The `.cpuprofile` JSON format (Chrome DevTools protocol, Profiler.Profile). */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  /** µs. */
  startTime: number;
  endTime: number;
  /** Node id of each sample. */
  samples: number[];
  /** µs between consecutive samples (the first is from startTime). */
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** ms between the profile's start and end. */
  wallMs: number;
  /** ms of samples that were not idle. */
  busyMs: number;
  /** Self time by category, ms, largest first. */
  categories: Array<{ category: string; ms: number; share: number }>;
  /** Hottest functions by self time, ms, largest first. */
  functions: Array<{ fn: string; where: string; category: string; ms: number }>;
}

/**
 * The category of a call frame: "(gc)", "(program)" (V8 itself: compiling, parsing, runtime
 * calls), "(idle)", "node:module loader" or "node:<module>", "npm:<package>", "src/<stage>",
 * "agent bundle" (the runner's prebuilt agent), "CLI bundle" (a bench what-if build), "bench", or "(native)" for frames without a
 * script (JSON.parse, RegExp, …).
 * @example frameCategory("", "/x/node_modules/@anthropic-ai/sdk/core.mjs") // => "npm:@anthropic-ai/sdk"
 */
export function frameCategory(functionName: string, url: string): string {
  if (functionName === "(garbage collector)") return "(gc)";
  if (functionName === "(program)" || functionName === "(root)") return "(program)";
  if (functionName === "(idle)") return "(idle)";
  if (url === "") return "(native)";
  if (url.startsWith("node:")) {
    return /^node:internal\/modules\//.test(url) ? "node:module loader" : `node:${url.slice(5).replace(/^internal\//, "").split("/")[0]}`;
  }
  // Bundles built by bin/bundle.mjs (and older src/runner/agent-bundle.ts), and the bench's own what-if builds.
  if (/\/\.cache\/freecode\/(cli-agent-entry|agent)-[^/]*\.mjs$/.test(url)) return "agent bundle";
  if (/\/\.cache\/freecode\/cli-main-[^/]*\.mjs$/.test(url) || /\/\.cache\/freecode-bench\/[^/]*\.mjs$/.test(url)) return "CLI bundle";
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return `npm:${pkg[1]}`;
  const stage = /\/src\/([^/]+)\//.exec(url);
  if (stage) return `src/${stage[1]}`;
  if (/\/bench\//.test(url)) return "bench";
  return "other";
}

/**
 * Self time per category and per function. A sample's duration is the delta to the next
 * sample (the last one gets the gap to endTime), as DevTools computes it.
 * @param top how many functions to list
 * @param untilMs only the first `untilMs` ms after the profile's start (e.g. start-up alone)
 * @throws "summarizeProfile requires samples and timeDeltas of equal length"
 */
export function summarizeProfile(p: CpuProfile, top = 15, untilMs = Infinity): ProfileSummary {
  if (p.samples.length !== p.timeDeltas.length) throw new RangeError("summarizeProfile requires samples and timeDeltas of equal length");
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const end = Math.min(p.endTime, p.startTime + untilMs * 1000);
  let t = p.startTime;
  const times = p.timeDeltas.map((d) => (t += d));
  p.samples.forEach((id, i) => {
    const at = times[i] as number;
    if (at >= end) return;
    const next = Math.min(end, i + 1 < times.length ? (times[i + 1] as number) : p.endTime);
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, next - at));
  });
  const cats = new Map<string, number>();
  const fns = new Map<string, { fn: string; where: string; category: string; us: number }>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const category = frameCategory(functionName, url);
    cats.set(category, (cats.get(category) ?? 0) + us);
    const where = url ? `${url.replace(/^.*\/(node_modules|src|bench)\//, "$1/").replace(/^file:\/\//, "")}:${lineNumber + 1}` : "";
    const key = `${functionName}\0${where}`;
    const f = fns.get(key) ?? { fn: functionName || "(anonymous)", where, category, us: 0 };
    f.us += us;
    fns.set(key, f);
  }
  const idle = cats.get("(idle)") ?? 0;
  const total = [...cats.values()].reduce((a, b) => a + b, 0);
  const busy = total - idle;
  return {
    wallMs: (end - p.startTime) / 1000,
    busyMs: busy / 1000,
    categories: [...cats.entries()].filter(([c]) => c !== "(idle)").sort((a, b) => b[1] - a[1])
      .map(([category, us]) => ({ category, ms: us / 1000, share: busy > 0 ? us / busy : 0 })),
    functions: [...fns.values()].filter((f) => f.category !== "(idle)").sort((a, b) => b.us - a.us).slice(0, top)
      .map(({ fn, where, category, us }) => ({ fn, where, category, ms: us / 1000 })),
  };
}

/**
 * The mean of several profiles' summaries (e.g. one per agent process): every category's and
 * function's ms averaged over the profiles (absent = 0), shares recomputed.
 * @throws "meanSummary requires at least one summary"
 */
export function meanSummary(summaries: readonly ProfileSummary[], top = 15): ProfileSummary {
  if (summaries.length === 0) throw new RangeError("meanSummary requires at least one summary");
  const n = summaries.length;
  const cats = new Map<string, number>();
  const fns = new Map<string, ProfileSummary["functions"][number]>();
  for (const s of summaries) {
    for (const c of s.categories) cats.set(c.category, (cats.get(c.category) ?? 0) + c.ms / n);
    for (const f of s.functions) {
      const key = `${f.fn}\0${f.where}`;
      const prev = fns.get(key);
      fns.set(key, { ...f, ms: (prev?.ms ?? 0) + f.ms / n });
    }
  }
  const busy = summaries.reduce((a, s) => a + s.busyMs, 0) / n;
  return {
    wallMs: summaries.reduce((a, s) => a + s.wallMs, 0) / n,
    busyMs: busy,
    categories: [...cats.entries()].sort((a, b) => b[1] - a[1]).map(([category, ms]) => ({ category, ms, share: busy > 0 ? ms / busy : 0 })),
    functions: [...fns.values()].sort((a, b) => b.ms - a.ms).slice(0, top),
  };
}

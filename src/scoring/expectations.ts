/**
 * Trajectory expectations (`expect:` in a case), scored from the trace (DESIGN §3).
 */
import type { TraceEvent } from "../trace/index.ts";
import type { Expectations } from "../suite/schema.ts";
import type { CheckResult } from "./result.ts";
import { plural } from "../text/plural.ts";

function result(name: string, pass: boolean, explanation: string): CheckResult {
  return { name: `expect.${name}`, kind: "expect", pass, explanation };
}

function bashCommands(events: readonly TraceEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.type !== "tool.call" || e.name !== "bash") return [];
    try {
      const cmd = (JSON.parse(e.input) as { command?: unknown }).command;
      return typeof cmd === "string" ? [cmd] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Scores each set expectation against the trace.
 * @returns one CheckResult per expectation that the case sets (none when `expect` is absent).
 */
export function scoreExpectations(expect: Expectations | undefined, events: readonly TraceEvent[]): CheckResult[] {
  if (!expect) return [];
  const out: CheckResult[] = [];
  const responses = events.filter((e) => e.type === "model.response");
  const calls = events.filter((e) => e.type === "tool.call");
  const names = calls.map((c) => c.name);
  if (expect.parallelTools !== undefined) {
    const max = Math.max(0, ...responses.map((r) => r.toolUses.length));
    out.push(result("parallelTools", max >= expect.parallelTools, `largest batch ${max} tool calls; expected ≥ ${expect.parallelTools}`));
  }
  if (expect.maxTurns !== undefined) {
    out.push(result("maxTurns", responses.length <= expect.maxTurns, `${plural(responses.length, "turn")}; expected ≤ ${expect.maxTurns}`));
  }
  if (expect.tool) {
    const missing = expect.tool.filter((t) => !names.includes(t));
    out.push(result("tool", missing.length === 0, missing.length ? `never called: ${missing.join(", ")}` : `called ${expect.tool.join(", ")}`));
  }
  if (expect.firstToolIn) {
    const first = names[0];
    out.push(result("firstToolIn", first !== undefined && (expect.firstToolIn as readonly string[]).includes(first), `first tool ${first ?? "(none)"}; expected one of ${expect.firstToolIn.join(", ")}`));
  }
  if (expect.forbidTools) {
    const used = expect.forbidTools.filter((t) => names.includes(t));
    out.push(result("forbidTools", used.length === 0, used.length ? `called forbidden: ${used.join(", ")}` : "no forbidden tool called"));
  }
  const cmds = bashCommands(events);
  if (expect.bashMatches) {
    const missing = expect.bashMatches.filter((re) => !cmds.some((c) => new RegExp(re).test(c)));
    out.push(result("bashMatches", missing.length === 0, missing.length ? `no bash command matched: ${missing.join(", ")}` : "every pattern matched a bash command"));
  }
  if (expect.forbidBashMatches) {
    const hit = expect.forbidBashMatches.filter((re) => cmds.some((c) => new RegExp(re).test(c)));
    out.push(result("forbidBashMatches", hit.length === 0, hit.length ? `a bash command matched forbidden: ${hit.join(", ")}` : "no forbidden bash command"));
  }
  if (expect.noGuardTrips) {
    const trips = events.filter((e) => e.type === "guard" && !["stream_retry", "stream_idle", "http_retry"].includes(e.guard));
    out.push(result("noGuardTrips", trips.length === 0, trips.length ? `${trips.length} guard trips: ${trips.map((t) => (t.type === "guard" ? t.guard : "")).join(", ")}` : "no guard trips"));
  }
  return out;
}

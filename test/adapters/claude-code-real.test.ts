/**
 * The real Claude Code (pinned @anthropic-ai/claude-code, installed by .ci/run outside the
 * project's dependencies) as the candidate arm of `freecode eval ab` against the offline
 * simulator: its tool calls are played in its own tools (Read/Edit/Bash with file_path), none
 * fails as an unknown tool, the cases pass, and the trial's tokens and turns are the ones
 * Claude Code itself reports. Skipped, saying how to install it, when it is absent.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "../e2e/helpers.ts";

/** The pinned version; .ci/run installs exactly this one. */
export const CLAUDE_CODE_VERSION = "2.1.328";
const DIR = process.env.FREECODE_CI_CLAUDE_CODE_DIR ?? "/opt/freecode-claude-code";
const CLAUDE = process.env.FREECODE_CLAUDE_CODE_BIN ?? join(DIR, "node_modules", "@anthropic-ai", "claude-code", "bin", "claude.exe");
const INSTALL = `npm install --no-audit --no-fund --prefix ${DIR} @anthropic-ai/claude-code@${CLAUDE_CODE_VERSION}`;

function installedVersion(): string | null {
  if (!existsSync(CLAUDE)) return null;
  try {
    const pkg = JSON.parse(readFileSync(join(CLAUDE, "..", "..", "package.json"), "utf8")) as { version?: string };
    return pkg.version ?? null;
  } catch {
    return null;
  }
}

const version = installedVersion();
if (version !== CLAUDE_CODE_VERSION) {
  console.warn(`claude-code-real: skipped, @anthropic-ai/claude-code@${CLAUDE_CODE_VERSION} is not at ${CLAUDE} (found ${version ?? "nothing"}); install it with: ${INSTALL}`);
}

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
const CASES = ["cite-line", "rename-function", "fix-failing-test-js"];

describe("the Claude Code pin", () => {
  it("is the version .ci/run installs", () => {
    expect(readFileSync(join(import.meta.dirname, "../../.ci/run"), "utf8")).toContain(`CLAUDE_CODE_VERSION=${CLAUDE_CODE_VERSION}\n`);
  });
});

describe.skipIf(version !== CLAUDE_CODE_VERSION)(`real Claude Code ${CLAUDE_CODE_VERSION} against the simulator`, () => {
  it("calls Read/Edit/Bash in its own vocabulary, no call fails as an unknown tool, the cases pass, tokens and turns are its own", { timeout: 600_000 }, async () => {
    const t = tempSuite(CASES, "maxTurns: 30\ntimeoutSec: 300\n");
    const r = await execa(process.execPath, [
      BIN, "eval", "ab", t.suite, "--baseline", "agent:freecode",
      // One arm (specs joined with +). Claude Code refuses bypassPermissions as root unless told it runs in a sandbox.
      "--candidate", `agent:claude-code+env:FREECODE_CLAUDE_CODE_BIN=${CLAUDE}+env:IS_SANDBOX=1`,
      "--trials", "1", "--sim-noise", "0", "--json", "--results-dir", t.results,
    ], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    const [runId] = readdirSync(t.results);
    const run = join(t.results, runId!);
    const trials = readFileSync(join(run, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const cc = trials.filter((x) => x.arm === "candidate");
    expect(cc.map((x) => [x.caseId, x.status]).sort(), r.stderr).toEqual(CASES.map((c) => [c, "pass"]).sort());
    for (const trial of cc) {
      const raw = readFileSync(join(run, trial.trace.replace(/\.jsonl$/, ".claude-code.ndjson")), "utf8");
      expect(raw).not.toMatch(/No such tool available/);
      const lines = raw.trim().split("\n").flatMap((l) => { try { return [JSON.parse(l)]; } catch { return []; } });
      const calls = lines.filter((l) => l.type === "assistant").flatMap((l) => l.message.content.filter((b: { type: string }) => b.type === "tool_use"));
      expect(calls.length).toBeGreaterThan(0);
      for (const c of calls) expect(["Read", "Edit", "Write", "Bash", "Grep", "Glob"]).toContain(c.name);
      const results = lines.filter((l) => l.type === "user").flatMap((l) => (Array.isArray(l.message.content) ? l.message.content : []).filter((b: { type: string }) => b.type === "tool_result"));
      expect(results.filter((b: { is_error?: boolean }) => b.is_error === true)).toEqual([]);
      // The record's tokens are Claude Code's own report (its result line's modelUsage); its turns
      // are the model responses Claude Code printed (distinct message ids). Claude Code's own
      // num_turns counts differently (one more than its tool results), so it is not compared.
      const result = lines.filter((l) => l.type === "result").at(-1)!;
      const usage = Object.values(result.modelUsage as Record<string, { inputTokens: number; outputTokens: number }>);
      expect(trial.metrics.turns).toBe(new Set(lines.filter((l) => l.type === "assistant").map((l) => l.message.id)).size);
      expect(trial.metrics.inputTokens).toBe(usage.reduce((s, u) => s + u.inputTokens, 0));
      expect(trial.metrics.outputTokens).toBe(usage.reduce((s, u) => s + u.outputTokens, 0));
    }
  });
});

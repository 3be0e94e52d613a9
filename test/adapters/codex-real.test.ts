/**
 * The real Codex CLI (pinned @openai/codex, installed by .ci/run outside the project's
 * dependencies; its linux-x64 binary comes from the registry as an optional dependency) as the
 * candidate arm of `freecode eval ab` against the offline simulator's Responses front: it runs
 * offline, its commands and patches are played in its own tools (exec_command, apply_patch
 * through its shell), the cases pass, and the trial's tokens and turns are the ones Codex
 * itself reports. Skipped, saying how to install it, when it is absent.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "../e2e/helpers.ts";

/** The pinned version; .ci/run installs exactly this one. */
export const CODEX_VERSION = "0.169.0";
const DIR = process.env.FREECODE_CI_CODEX_DIR ?? "/opt/freecode-codex";
const PKG = join(DIR, "node_modules", "@openai", "codex");
const CODEX = process.env.FREECODE_CODEX_BIN ?? join(PKG, "bin", "codex.js");
const INSTALL = `npm install --no-audit --no-fund --prefix ${DIR} @openai/codex@${CODEX_VERSION}`;

function installedVersion(): string | null {
  if (!existsSync(CODEX)) return null;
  try {
    return (JSON.parse(readFileSync(join(PKG, "package.json"), "utf8")) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

const version = installedVersion();
if (version !== CODEX_VERSION) {
  console.warn(`codex-real: skipped, @openai/codex@${CODEX_VERSION} is not at ${CODEX} (found ${version ?? "nothing"}); install it with: ${INSTALL}`);
}

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
const CASES = ["cite-line", "rename-function"];
type Json = Record<string, any>;

describe("the Codex pin", () => {
  it("is the version .ci/run installs", () => {
    expect(readFileSync(join(import.meta.dirname, "../../.ci/run"), "utf8")).toContain(`CODEX_VERSION=${CODEX_VERSION}\n`);
  });
});

describe.skipIf(version !== CODEX_VERSION)(`real Codex ${CODEX_VERSION} against the simulator's Responses front`, () => {
  it("runs offline, commands and patches in its own tools, the cases pass, tokens and turns are its own", { timeout: 600_000 }, async () => {
    const t = tempSuite(CASES, "maxTurns: 30\ntimeoutSec: 300\n");
    const r = await execa(process.execPath, [
      BIN, "eval", "ab", t.suite, "--baseline", "agent:freecode", "--candidate", `agent:codex+env:FREECODE_CODEX_BIN=${CODEX}`, "--trials", "1", "--sim-noise", "0", "--json", "--results-dir", t.results,
    ], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    const [runId] = readdirSync(t.results);
    const run = join(t.results, runId!);
    const trials = readFileSync(join(run, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const cx = trials.filter((x) => x.arm === "candidate");
    expect(cx.map((x) => [x.caseId, x.status]).sort(), r.stderr).toEqual(CASES.map((c) => [c, "pass"]).sort());
    for (const trial of cx) {
      const lines: Json[] = readFileSync(join(run, trial.trace.replace(/\.jsonl$/, ".codex.ndjson")), "utf8").trim().split("\n")
        .flatMap((l) => { try { return [JSON.parse(l)]; } catch { return []; } });
      const items = lines.filter((l) => l.type === "item.completed").map((l) => l.item);
      const commands = items.filter((i) => i.type === "command_execution");
      expect(commands.length).toBeGreaterThan(0);
      // A command that exits non-zero (a grep finding nothing, as a trajectory may call for) is in
      // Codex's stream as status failed, and in the record as a failed tool call.
      const failed = items.filter((i) => ["command_execution", "file_change"].includes(i.type) && i.status !== "completed");
      expect(trial.metrics.failedToolCalls).toBe(failed.length);
      if (trial.caseId === "rename-function") expect(items.filter((i) => i.type === "file_change").length).toBeGreaterThan(0);
      expect(lines.some((l) => l.type === "turn.failed" || l.type === "error")).toBe(false);
      // Tokens: Codex's turn.completed usage (input includes cached); turns: its turns.
      const done = lines.filter((l) => l.type === "turn.completed");
      expect(trial.metrics.turns).toBe(done.length);
      expect(trial.metrics.inputTokens + trial.metrics.cacheReadTokens).toBe(done.reduce((s, l) => s + l.usage.input_tokens, 0));
      expect(trial.metrics.cacheReadTokens).toBe(done.reduce((s, l) => s + l.usage.cached_input_tokens, 0));
      expect(trial.metrics.outputTokens).toBe(done.reduce((s, l) => s + l.usage.output_tokens, 0));
      expect(trial.metrics.toolCalls).toBe(items.filter((i) => ["command_execution", "file_change"].includes(i.type)).length);
    }
  });
});

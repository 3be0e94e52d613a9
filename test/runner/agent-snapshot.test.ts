/**
 * The agent's start-up snapshot (bin/agent-snapshot.mjs, src/cli/agent-snapshot.ts): a trial's
 * agent started from it behaves as the one started from the ES-module bundle — same trace, same
 * workspace — and reads its command line, environment and flags when it starts, not when the
 * snapshot was built.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAgentSnapshotBlob } from "../../src/runner/agent-bundle.ts";
import { freecodeAgentCommand, runAgentProcess, trialEnv, type AgentInvocation } from "../../src/runner/agent-process.ts";
import { startSimServer, type SimServer } from "../../src/sim/server.ts";
import { parseTrace, type TraceEvent } from "../../src/trace/index.ts";

const files = { "src/greet.js": "export const greet = (n) => `helo ${n}`;\n", "notes.txt": "alpha\nbeta\ngamma\n" };
const pristine = mkdtempSync(join(tmpdir(), "fc-snap-pristine-"));
for (const [p, text] of Object.entries(files)) {
  mkdirSync(join(pristine, p, ".."), { recursive: true });
  writeFileSync(join(pristine, p), text);
}

let server: SimServer;
beforeAll(async () => {
  server = await startSimServer({
    cases: [{
      id: "fix-greet", workspaceDir: pristine,
      sim: {
        steps: [
          { text: "Looking.", tools: [{ name: "read", input: { path: "src/greet.js" } }, { name: "grep", input: { pattern: "beta" } }] },
          { tools: [{ name: "edit", input: { path: "src/greet.js", old_string: "helo", new_string: "hello" } }] },
          { tools: [{ name: "bash", input: { command: "cat src/greet.js && ls" } }] },
          { final: "Fixed the greeting." },
        ],
      },
    }],
    noise: 0,
  });
});
afterAll(async () => { await server?.close(); });

/** One trial of the scripted case in a fresh copy of the workspace, started one way or the other. */
async function trial(label: string, variantEnv: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), `fc-snap-${label}-`));
  const cwd = join(root, "ws");
  cpSync(pristine, cwd, { recursive: true });
  writeFileSync(join(root, "prompt.txt"), "Fix the greeting.\n");
  const key = `fcsim_fix-greet_1_${label}`;
  server.registerTrial(key, { caseId: "fix-greet", seed: 1, workspaceDir: cwd });
  const inv: AgentInvocation = {
    cwd, promptFile: join(root, "prompt.txt"), tracePath: join(root, "trace.jsonl"), model: "claude-sonnet-5-5", maxTurns: 8, timeoutSec: 60,
    env: trialEnv(process.env, { home: root, provider: { ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: key }, caseEnv: {}, variantEnv }),
  };
  const command = await freecodeAgentCommand(inv);
  const outcome = await runAgentProcess(inv);
  const events = parseTrace(readFileSync(inv.tracePath, "utf8"));
  return { command, outcome, events, cwd, greet: readFileSync(join(cwd, "src/greet.js"), "utf8") };
}

/** A trace without what differs between any two runs: times and durations (every `…Ms`), the workspace's path. */
function comparable(events: TraceEvent[], cwd: string): unknown {
  const text = JSON.stringify(events, (k, v: unknown) => (k === "t" || k.endsWith("Ms") ? undefined : v));
  return JSON.parse(text.split(cwd).join("<ws>"));
}

describe("the agent's start-up snapshot", () => {
  it("gives the same trace and workspace as the bundle, with the trial's flags read at start", async () => {
    // A flag off its default: the snapshot was built with none, so seeing it proves the
    // environment is read when the trial starts.
    const flags = { FREECODE_READ_LINE_NUMBERS: "1" };
    const snap = await trial("snapshot", flags);
    const bundle = await trial("bundle", { ...flags, FREECODE_AGENT_SNAPSHOT: "0" });
    expect(snap.command.args.slice(0, 2)).toEqual(["--snapshot-blob", await ensureAgentSnapshotBlob()]);
    expect(bundle.command.args[0]).toMatch(/agent-entry\.mjs$/);
    for (const r of [snap, bundle]) {
      expect(r.outcome).toMatchObject({ kind: "exited", code: 0 });
      expect(r.greet).toBe("export const greet = (n) => `hello ${n}`;\n");
      expect(r.events.at(-1)).toMatchObject({ type: "session.end", outcome: "end_turn", turns: 4 });
      expect(r.events[0]).toMatchObject({ type: "session.start", cwd: r.cwd, flags: expect.objectContaining({ FREECODE_READ_LINE_NUMBERS: "1" }) });
    }
    expect(snap.events.filter((e) => e.type === "tool.call").map((e) => [e.name, e.ok])).toEqual([["read", true], ["grep", true], ["edit", true], ["bash", true]]);
    expect(comparable(snap.events, snap.cwd)).toEqual(comparable(bundle.events, bundle.cwd));
  }, 120_000);

  it("is kept per Node version and architecture", async () => {
    expect(await ensureAgentSnapshotBlob()).toContain(`agent-snapshot-${process.version}-${process.arch}-`);
  }, 120_000);

  it("is not used where a trial preloads code through NODE_OPTIONS (a snapshot's start does not run it)", async () => {
    const cmd = await freecodeAgentCommand({ cwd: pristine, promptFile: "p", tracePath: "t", model: "m", maxTurns: 1, timeoutSec: 1, env: { NODE_OPTIONS: "--import /x.mjs" } });
    expect(cmd.args.slice(0, 1)).not.toContain("--snapshot-blob");
    expect(cmd.args[0]).toMatch(/agent-entry\.mjs$/);
  }, 120_000);

  it("refuses a command line the runner never gives, and a run with no model API, with exit code 2", async () => {
    const blob = await ensureAgentSnapshotBlob();
    const env = { PATH: process.env.PATH ?? "", HOME: pristine };
    const help = spawnSync(process.execPath, ["--snapshot-blob", blob, "run", "--help"], { env, encoding: "utf8" });
    expect(help.status).toBe(2);
    expect(help.stderr).toContain("freecode agent run --help");
    const noApi = spawnSync(process.execPath, ["--snapshot-blob", blob, "run", "--cwd", pristine, "--prompt", "hi"], { env, encoding: "utf8" });
    expect(noApi.status).toBe(2);
    expect(noApi.stderr).toContain("no embedded simulator");
  }, 120_000);
});

/**
 * agent:git=<ref>, the reference build of a nightly gate: the agent exported from a commit of
 * this repository runs a scripted trial against the simulator.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrace } from "../../src/trace/index.ts";
import { gitRefAdapter, refAgentArgs, refBuild } from "../../src/runner/adapters/git-ref.ts";
import type { AgentInvocation } from "../../src/runner/agent-process.ts";
import { startSimServer, type SimServer } from "../../src/sim/server.ts";
import { PACKAGE_ROOT } from "../../src/suite/load.ts";

const head = await execa("git", ["rev-parse", "--verify", "HEAD"], { cwd: PACKAGE_ROOT, reject: false });
const inGit = head.exitCode === 0;
if (!inGit) process.stderr.write("test/gate/git-ref.test.ts skipped: the package is not a git checkout\n");

function invocation(): AgentInvocation {
  const root = mkdtempSync(join(tmpdir(), "fc-gitref-"));
  const cwd = join(root, "ws");
  mkdirSync(cwd);
  mkdirSync(join(root, "traces"));
  writeFileSync(join(cwd, "greeting.txt"), "say helo\n");
  writeFileSync(join(root, "prompt.txt"), "Fix the typo in greeting.txt.");
  return {
    cwd, promptFile: join(root, "prompt.txt"), tracePath: join(root, "traces", "t.0.baseline.jsonl"), model: "claude-sonnet-5-5",
    maxTurns: 5, timeoutSec: 60, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: root },
  };
}

describe.skipIf(!inGit)("agent:git=<ref>", () => {
  let server: SimServer;
  beforeAll(async () => {
    server = await startSimServer({
      cases: [{ id: "typo", workspaceDir: tmpdir(), sim: { steps: [{ tools: [{ name: "read", input: { path: "greeting.txt" } }] }, { tools: [{ name: "edit", input: { path: "greeting.txt", old_string: "helo", new_string: "hello" } }] }, { final: "Fixed." }] } }],
      noise: 0,
    });
  });
  afterAll(async () => { await server.close(); });

  it("exports the commit's tree once, without touching the repository, and bundles its agent", async () => {
    const b = await refBuild("HEAD");
    expect(b.commit).toBe(head.stdout.trim());
    const committed = await execa("git", ["show", "HEAD:package.json"], { cwd: PACKAGE_ROOT });
    expect(readFileSync(join(b.dir, "package.json"), "utf8")).toBe(`${committed.stdout}\n`);
    expect(refAgentArgs(b.entry, invocation()).slice(0, 2)).toEqual([join(b.dir, "agent-bundle.mjs"), "run"]);
    expect(await refBuild("HEAD")).toEqual(b);
  }, 120_000);

  it("runs the ref's agent in the trial's workspace against the provider", async () => {
    const inv = invocation();
    const key = "fcsim_typo_1_gitref";
    server.registerTrial(key, { caseId: "typo", seed: 1, workspaceDir: inv.cwd });
    inv.env = { ...inv.env, ANTHROPIC_BASE_URL: server.url, ANTHROPIC_API_KEY: key };
    const proc = await gitRefAdapter.run(inv, "HEAD");
    expect(proc).toMatchObject({ kind: "exited", code: 0 });
    expect(readFileSync(join(inv.cwd, "greeting.txt"), "utf8")).toBe("say hello\n");
    const events = parseTrace(readFileSync(inv.tracePath, "utf8"));
    expect(events[0]).toMatchObject({ type: "session.start", agent: "freecode", model: "claude-sonnet-5-5" });
    expect(events.at(-1)).toMatchObject({ type: "session.end", outcome: "end_turn" });
  }, 120_000);

  it("ends as spawn_failed, naming the ref, when it is not a commit", async () => {
    const proc = await gitRefAdapter.run(invocation(), "no-such-branch-xyz");
    expect(proc.kind).toBe("spawn_failed");
    expect(proc.kind === "spawn_failed" && proc.message).toMatch(/^agent:git=no-such-branch-xyz: "no-such-branch-xyz" is not a commit of the repository at /);
  });
});

/**
 * agent:git=<ref>, the reference build of a nightly gate: the agent exported from a commit of
 * this repository runs a scripted trial against the simulator.
 */
// @ts-nocheck

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrace } from "../../src/trace/index.ts";
import { gitRefAdapter, refAgentArgs, refBuild } from "../../src/runner/adapters/git-ref.ts";
import { pinGitRef } from "../../src/runner/pin-agent.ts";
import { parseVariant } from "../../src/runner/variant.ts";
import { readGateFile } from "../../src/gate/gate-file.ts";
import { readManifest } from "../../src/runner/manifest.ts";
import { BIN, tempSuite } from "../e2e/helpers.ts";
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

  it("pins agent:git=<ref> to the commit it resolves to, and a resume to the commit the run began with", async () => {
    const v = await pinGitRef(parseVariant(["agent:git=HEAD"]));
    const sha = head.stdout.trim();
    expect(v).toMatchObject({ agent: `git=${sha}`, agentCommit: sha, name: `agent:git=HEAD @ ${sha.slice(0, 12)}`, specs: ["agent:git=HEAD"] });
    const parent = (await execa("git", ["rev-parse", "HEAD~1"], { cwd: PACKAGE_ROOT, reject: false })).stdout.trim();
    if (parent) {
      const resumed = await pinGitRef(parseVariant(["agent:git=HEAD"]), { specs: ["agent:git=HEAD"], agentCommit: parent });
      expect(resumed).toMatchObject({ agent: `git=${parent}`, agentCommit: parent });
    }
    const other = parseVariant(["env:A=1"]);
    expect(await pinGitRef(other)).toBe(other);
  }, 120_000);

  it("a ref that cannot be built is one usage error (exit 2) before any trial", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--baseline", "agent:git=no-such-branch-xyz", "--candidate", "agent:freecode", "--provider", "sim", "--quiet", "--results-dir", t.results, "--trials", "3"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" }, extendEnv: false, reject: false, cwd: t.dir,
    });
    console.log(`unbuildable ref: exit ${r.exitCode}, stderr ${JSON.stringify(r.stderr)}`);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/variant "agent:git=no-such-branch-xyz": agent:git=no-such-branch-xyz cannot be built: "no-such-branch-xyz" is not a commit of the repository/);
    expect(existsSync(t.results) ? readdirSync(t.results) : []).toEqual([]);
  }, 120_000);

  it("records the resolved commit in the manifest, the reports, gate.json and junit.xml", async () => {
    const t = tempSuite(["cite-line"]);
    const r = await execa(process.execPath, [BIN, "eval", "gate", t.suite, "--baseline", "agent:git=HEAD", "--provider", "sim", "--sim-noise", "0", "--quiet", "--results-dir", t.results, "--trials", "1", "--concurrency", "2"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" }, extendEnv: false, reject: false, cwd: t.dir,
    });
    const sha = head.stdout.trim();
    const runDir = join(t.results, readdirSync(t.results)[0]!);
    const gate = readGateFile(runDir)!;
    const m = readManifest(runDir);
    const junit = readFileSync(join(runDir, "junit.xml"), "utf8");
    const md = readFileSync(join(runDir, "report.md"), "utf8");
    console.log(`agent:git=HEAD gate: exit ${r.exitCode}, verdict ${gate.verdict}, manifest ${m.variants.baseline.agentCommit}, gate.json ${JSON.stringify(gate.agentCommits)}`);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(m.variants.baseline).toMatchObject({ agentCommit: sha, agent: `git=${sha}`, specs: ["agent:git=HEAD"] });
    expect(m.variants.candidate.agentCommit).toBeUndefined();
    expect(gate.agentCommits).toEqual({ baseline: sha, candidate: null });
    expect(junit).toContain(`<property name="agentCommit" value="${sha}"/>`);
    expect(md).toContain(`agent:git=HEAD @ ${sha.slice(0, 12)}`);
  }, 240_000);
});

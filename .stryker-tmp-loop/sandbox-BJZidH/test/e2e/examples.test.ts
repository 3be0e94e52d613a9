// @ts-nocheck
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildCli } from "../../src/cli/cli.ts";
import { parseShard } from "../../src/runner/shard.ts";
import { ROOT } from "./helpers.ts";

/**
 * Values GitHub Actions really gives (a run id has 10–11 digits, past a 32-bit seed), so an
 * example that passes one where a small number is needed fails here rather than in CI.
 */
const GITHUB: Record<string, string> = { "github.run_id": "19234567890", "github.run_number": "412", "github.run_attempt": "1", "matrix.shard": "2", "needs.reference.outputs.ref": "v1.4.0" };

/** Every `freecode …` command line in a text, with CI and shell placeholders given realistic values. */
function freecodeCommands(text: string): string[][] {
  const sample = text
    .replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => GITHUB[name] ?? (name.startsWith("secrets.") ? whole : `<no sample value for ${name}: add one to GITHUB>`))
    .replace(/\$\(\(JOB_COMPLETION_INDEX \+ 1\)\)/g, "3")
    .replace(/\$SHARDS/g, "8")
    .replace(/\$RUN/g, "ab-run");
  return [...sample.matchAll(/npx freecode ([^&|>\n]+(?:\n\s+--[^&|>\n]+)*)/g)].map((m) => m[1]!.replace(/\s+/g, " ").trim().split(" "));
}

class Parsed extends Error {}

/** Parses a command line with the real CLI, stopping before any handler runs. */
async function parses(args: string[]): Promise<true | string> {
  try {
    await buildCli(args, (msg) => { throw new Error(msg); })
      .middleware(() => { throw new Parsed(); }, false)
      .parseAsync();
    return "the command ran no handler";
  } catch (err) {
    return err instanceof Parsed ? true : (err as Error).message;
  }
}

describe.each([
  ["examples/ci/github-nightly.yml"],
  ["examples/k8s/indexed-job.yaml"],
])("%s", (file) => {
  const text = readFileSync(join(ROOT, file), "utf8");
  it("is valid YAML", () => {
    expect(() => parse(text)).not.toThrow();
  });
  const commands = freecodeCommands(text);
  it("runs freecode commands that exist, with options the CLI accepts", async () => {
    expect(commands.length).toBeGreaterThanOrEqual(2);
    expect(commands.flat().filter((w) => w.includes("no sample value"))).toEqual([]);
    for (const args of commands) expect([args.join(" "), await parses(args)]).toEqual([args.join(" "), true]);
  });
  it("shards with valid --shard values and merges them", () => {
    const shards = commands.flatMap((a) => (a.includes("--shard") ? [a[a.indexOf("--shard") + 1]!] : []));
    expect(shards.length).toBeGreaterThan(0);
    for (const s of shards) expect(() => parseShard(s)).not.toThrow();
    expect(commands.some((a) => a[0] === "eval" && a[1] === "merge")).toBe(true);
  });
});

it("the checker rejects a command the CLI does not have", async () => {
  expect(await parses(["eval", "nope"])).not.toBe(true);
  expect(await parses(["eval", "ab", "coding", "--candidate", "env:A=1", "--no-such-option"])).not.toBe(true);
});

describe("the nightly gates against the last release, never the commit under test", () => {
  const workflow = parse(readFileSync(join(ROOT, "examples/ci/github-nightly.yml"), "utf8")) as {
    on: { workflow_dispatch: { inputs: Record<string, unknown> } };
    jobs: Record<string, { needs?: string | string[]; steps: Array<{ run?: string; with?: Record<string, unknown>; env?: Record<string, string> }> }>;
  };
  it("picks the reference in a job of its own (a baseline_ref input or the last tag) and passes it to every shard", () => {
    expect(Object.keys(workflow.on.workflow_dispatch.inputs)).toEqual(["baseline_ref"]);
    const ref = workflow.jobs.reference!.steps;
    expect(ref.find((s) => s.run)?.run).toBe('sh examples/ci/baseline-ref.sh "$BASELINE_REF"');
    const ab = workflow.jobs.shard!.steps.find((s) => s.run?.includes("eval ab"))!.run!;
    expect(ab).toContain("--baseline agent:git=${{ needs.reference.outputs.ref }}");
    expect(ab).not.toMatch(/origin\/main|agent:git=HEAD/);
    for (const job of ["reference", "shard"]) expect(workflow.jobs[job]!.steps[0]!.with).toMatchObject({ "fetch-depth": 0 });
  });

  /** A repository: v1.0.0, v1.1.0, then the commit under test. */
  async function repo(): Promise<{ dir: string; run: (...args: string[]) => Promise<{ code: number | undefined; out: string; output: string }> }> {
    const dir = mkdtempSync(join(tmpdir(), "fc-nightly-ref-"));
    const git = (...a: string[]) => execa("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false", ...a], { cwd: dir });
    await git("init", "-q");
    for (const [n, tag] of [["1", "v1.0.0"], ["2", "v1.1.0"], ["3", null]] as const) {
      await git("commit", "-q", "--allow-empty", "-m", `c${n}`);
      if (tag) await git("tag", tag);
    }
    const outFile = join(dir, ".git", "gh-output");
    const run = async (...args: string[]) => {
      const r = await execa("sh", [join(ROOT, "examples/ci/baseline-ref.sh"), ...args], { cwd: dir, reject: false, all: true, env: { GITHUB_OUTPUT: outFile } });
      let output = "";
      try { output = readFileSync(outFile, "utf8"); } catch { /* not written */ }
      return { code: r.exitCode, out: r.all, output };
    };
    return { dir, run: async (...a) => { const r = await run(...a); await execa("rm", ["-f", outFile]); return r; } };
  }

  it("baseline-ref.sh: the last release tag, or the given ref; refuses the commit under test, an unknown ref and no tag", async () => {
    const r = await repo();
    const git = (...a: string[]) => execa("git", ["-c", "tag.gpgsign=false", ...a], { cwd: r.dir });
    const sha = async (x: string) => (await git("rev-parse", `${x}^{commit}`)).stdout.trim();
    expect(await r.run()).toEqual({ code: 0, out: `baseline: v1.1.0 (${await sha("v1.1.0")})`, output: `ref=v1.1.0\ncommit=${await sha("v1.1.0")}\n` });
    expect((await r.run("v1.0.0")).output).toBe(`ref=v1.0.0\ncommit=${await sha("v1.0.0")}\n`);
    expect(await r.run("HEAD")).toMatchObject({ code: 1, output: "", out: expect.stringContaining("is the commit under test") });
    expect(await r.run("no-such-tag")).toMatchObject({ code: 1, out: expect.stringContaining("is not a commit of this repository") });
    expect(await r.run("v1;rm -rf x")).toMatchObject({ code: 1, out: expect.stringContaining("use a tag, branch or commit name") });
    // Releasing the commit under test does not make it its own reference: the tag before it is.
    await git("tag", "v1.2.0");
    expect((await r.run()).output).toBe(`ref=v1.1.0\ncommit=${await sha("v1.1.0")}\n`);
    await git("tag", "-d", "v1.0.0", "v1.1.0", "v1.2.0");
    expect(await r.run()).toMatchObject({ code: 1, out: expect.stringContaining("no release tag (v*) before") });
  });
});

/**
 * CLI conventions (issue 22 item 2): the error first with a did-you-mean and one usage line,
 * --version, option groups, examples and exit codes in --help, case subsets kept by --resume.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { formatUsageFailure } from "../../src/cli/usage-failure.ts";
import { versionText } from "../../src/cli/version.ts";
import { adapterNames } from "../../src/runner/adapters/index.ts";
import { BIN, ROOT, tempSuite } from "../e2e/helpers.ts";

// COLUMNS: messages unwrapped, so the tests read their words (the layout at 80 columns is test/e2e/terminal-screen.test.ts's).
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", COLUMNS: "1000" };
const cli = (args: string[], cwd?: string) => execa(process.execPath, [BIN, ...args], { env, extendEnv: false, reject: false, ...(cwd ? { cwd } : {}) });

describe("formatUsageFailure", () => {
  const help = "freecode eval ab <suite>\n\nOptions:\n  -t, --trials  trials\n  -c, --candidate  spec\n      --concurrency  n\n";
  it("names a misspelt option with a did-you-mean even when yargs reports a missing one", () => {
    expect(formatUsageFailure("Missing required argument: candidate", ["eval", "ab", "s", "--candiate", "x"], help)).toBe(
      "freecode: unknown option --candiate; did you mean --candidate?\nusage: freecode eval ab <suite> [options]\nmore: freecode eval ab --help (every option, examples, exit codes)\n");
    expect(formatUsageFailure("Unknown argument: trails", ["eval", "ab", "s", "--trails=1"], help)).toMatch(/^freecode: unknown option --trails; did you mean --trials\?\n/);
  });
  it("says an invalid choice in one line with the choices, and a did-you-mean only for a close one", () => {
    const msg = 'Invalid values:\n  Argument: format, Given: "pdf", Choices: "table", "md", "html", "json", "junit"';
    const report = "freecode eval report <run>\n\nOptions:\n      --format  which report\n";
    expect(formatUsageFailure(msg, ["eval", "report", "r", "--format", "pdf"], report)).toBe(
      "freecode: --format pdf is not one of table, md, html, json, junit\nusage: freecode eval report <run> [options]\nmore: freecode eval report --help (every option, examples, exit codes)\n");
    expect(formatUsageFailure(msg.replace('"pdf"', '"htm"'), ["eval", "report", "r", "--format", "htm"], report)).toMatch(/^freecode: --format htm is not one of table, md, html, json, junit; did you mean html\?\n/);
  });
  it("names unknown short options with their dash, and the one long option of that letter as a did-you-mean", () => {
    const gate = "freecode eval gate <suite>\n\nOptions:\n  -h, --help  help\n      --trials  trials\n      --concurrency  n\n      --candidate  spec\n";
    expect(formatUsageFailure("Unknown arguments: t, k", ["eval", "gate", "coding", "-t", "1", "-k", "x"], gate)).toBe(
      "freecode: unknown option -t; did you mean --trials?\nfreecode: unknown option -k\nusage: freecode eval gate <suite> [options]\nmore: freecode eval gate --help (every option, examples, exit codes)\n");
    // Known short options (-t, --trials in eval ab's help) and negative values are not unknown.
    expect(formatUsageFailure("Unknown argument: z", ["eval", "ab", "s", "-t", "1", "-c", "-1", "-z"], help)).toMatch(/^freecode: unknown option -z\nusage:/);
  });
  it("names the unknown command typed beside the did-you-mean", () => {
    expect(formatUsageFailure("Did you mean ab?", ["eval", "abb", "coding"], "freecode eval <command>\n\nCommands:\n")).toMatch(/^freecode: unknown command abb; did you mean ab\?\n/);
  });
  it("accepts known options in camelCase and --no- form, and says what is missing", () => {
    expect(formatUsageFailure("Missing required argument: candidate", ["eval", "ab", "s", "--no-trials"], help)).toMatch(/^freecode: missing --candidate\n/);
    expect(formatUsageFailure("Not enough non-option arguments: got 0, need at least 1", ["eval", "ab"], help)).toMatch(/^freecode: missing <suite>\n/);
  });
});

describe("freecode on the command line", () => {
  it("answers --trails with --trials: the error first, at most 15 lines, exit 2", async () => {
    const r = await cli(["eval", "ab", "coding", "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "--trails", "1"]);
    expect(r.exitCode).toBe(2);
    const lines = r.stderr.trim().split("\n");
    expect(lines[0]).toBe("freecode: unknown option --trails; did you mean --trials?");
    expect(lines[1]).toBe("usage: freecode eval ab <suite> [options]");
    expect(lines.length).toBeLessThanOrEqual(15);
    const c = await cli(["eval", "ab", "coding", "--candiate", "env:FREECODE_READ_LINE_NUMBERS=1"]);
    expect(c.exitCode).toBe(2);
    expect(c.stderr.split("\n")[0]).toBe("freecode: unknown option --candiate; did you mean --candidate?");
  });

  it("prints --version from package.json", async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    const r = await cli(["--version"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout.trim()).toBe(`freecode-eval ${pkg.version} (Node ${process.version})`);
    expect(versionText()).toBe(r.stdout.trim());
  });

  it("shows option groups, short aliases, examples and exit codes in eval ab --help", async () => {
    const r = await cli(["eval", "ab", "--help"]);
    expect(r.exitCode).toBe(0);
    for (const group of ["Experiment:", "Provider and spend:", "Running:", "Decision:", "Output:", "Simulator:", "Examples:", "Exit codes:"]) expect(r.stdout).toContain(`\n${group}\n`);
    expect(r.stdout).toMatch(/-c, --candidate/);
    expect(r.stdout).toMatch(/-t, --trials/);
    expect(r.stdout).toMatch(/-k, --cases/);
    expect(r.stdout).toMatch(/ 2 {2}usage or input error/);
    // --candidate names every agent adapter (src/runner/adapters/index.ts).
    const candidate = r.stdout.slice(r.stdout.indexOf("--candidate"), r.stdout.indexOf("-t, --trials")).replace(/\s+/g, " ");
    for (const agent of adapterNames()) expect(candidate).toContain(`agent:${agent}`);
  });

  it("documents every option of eval ab --help in EVAL.md's option table", async () => {
    const r = await cli(["eval", "ab", "--help"]);
    const options = [...new Set([...r.stdout.matchAll(/(?:^|[\s,])--([a-z][a-z0-9-]*)/gm)].map((m) => m[1]!))];
    expect(options.length).toBeGreaterThan(40);
    const evalMd = readFileSync(join(ROOT, "EVAL.md"), "utf8");
    const table = evalMd.slice(evalMd.indexOf("| option | default | meaning |"), evalMd.indexOf("### Subsets, short options, version"));
    expect(options.filter((o) => !table.includes(`\`--${o}`) && !table.includes(`\`-${o[0]}\`, \`--${o}`))).toEqual([]);
  });

  it("says a missing or empty --candidate as a usage error (exit 2, the short usage), not a crash", async () => {
    for (const args of [["eval", "ab", "coding"], ["eval", "ab", "coding", "-t", "1"]]) {
      const r = await cli(args);
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toBe("freecode: missing --candidate\nusage: freecode eval ab <suite> [options]\nmore: freecode eval ab --help (every option, examples, exit codes)");
    }
    // The suite may be left out only with --resume (its manifest names it).
    const none = await cli(["eval", "ab", "-c", "env:FREECODE_READ_LINE_NUMBERS=1"]);
    expect(none.exitCode).toBe(2);
    expect(none.stderr.split("\n")[0]).toBe("freecode: missing <suite>");
    for (const flag of ["--candidate", "-c"]) {
      const r = await cli(["eval", "ab", "coding", flag]);
      expect(r.exitCode).toBe(2);
      expect(r.stderr.split("\n")[0]).toBe(`freecode: ${flag} needs a value`);
      expect(r.stderr).not.toMatch(/ at /);
    }
  });

  it("refuses --format pdf with the error first, not yargs' text", async () => {
    const r = await cli(["eval", "report", "no-such-run", "--format", "pdf"]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.split("\n")[0]).toBe("freecode: --format pdf is not one of table, md, html, json, junit");
    expect(r.stderr.trim().split("\n").length).toBeLessThanOrEqual(15);
  });

  it("a run stopped by --max-trials says how many trials it left and the --resume that finishes them; the resume says nothing of the kind", async () => {
    const t = tempSuite(["cite-line", "rename-function"]);
    const run = join(t.results, "r");
    const first = await cli(["eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-t", "1", "--max-trials", "2", "--run-id", "r", "-q", "--sim-noise", "0", "--results-dir", t.results], t.dir);
    expect(first.exitCode).toBe(0);
    expect(first.stderr).toContain(`2 trials not started (stopped after 2 trials (one pair) at --max-trials 2); continue with: freecode eval ab --resume ${run}`);
    expect(first.stdout).toContain("run stopped early: after 2 trials (one pair) at --max-trials 2; 2 trials not started; 1 case not reached in both arms, left out: rename-function");
    const resumed = await cli(["eval", "ab", "--resume", run, "-q"], t.dir);
    expect(resumed.exitCode).toBe(0);
    expect(resumed.stderr).not.toContain("continue with");
    expect(readFileSync(join(run, "trials.jsonl"), "utf8").trim().split("\n")).toHaveLength(4);
  }, 120_000);

  it("runs a --cases subset, records it in the manifest, and a resume given no option keeps it and every other option", async () => {
    const t = tempSuite(["cite-line", "rename-function", "shell-script-fix"]);
    const first = await cli(["eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "-k", "cite-*", "-t", "2", "--seed", "7", "--max-trials", "0", "--run-id", "r", "-q", "--sim-noise", "0", "--results-dir", t.results], t.dir);
    // --max-trials 0 plans: exit 0, the plan (manifest.json) kept for a --resume to run.
    expect(first.exitCode).toBe(0);
    expect(first.stderr).toContain(`planned 4 trials; none started (--max-trials 0). The plan is ${join(t.results, "r")}/manifest.json; run it with: freecode eval ab --resume ${join(t.results, "r")}`);
    const manifest = JSON.parse(readFileSync(join(t.results, "r", "manifest.json"), "utf8"));
    expect(manifest.suite.subset).toEqual({ cases: ["cite-*"] });
    expect(Object.keys(manifest.suite.cases)).toEqual(["cite-line"]);
    // The documented resume (eval ab --help): suite, arms, trials, seed, noise and subset from the manifest.
    const resumed = await cli(["eval", "ab", "--resume", join(t.results, "r"), "-q", "--json"], t.dir);
    expect(resumed.stderr).toBe("");
    expect(resumed.exitCode).toBe(0);
    const records = readFileSync(join(t.results, "r", "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(new Set(records.map((x) => x.caseId))).toEqual(new Set(["cite-line"]));
    expect(records.map((x) => `${x.arm}${x.trial}`).sort()).toEqual(["baseline0", "baseline1", "candidate0", "candidate1"]);
    // An option given that differs is still refused.
    const changed = await cli(["eval", "ab", t.suite, "--resume", join(t.results, "r"), "-t", "3", "-q"], t.dir);
    expect(changed.exitCode).toBe(2);
    expect(changed.stderr).toMatch(/the experiment changed\n {2}trials: 2 → 3$/);
    // Another suite given explicitly is refused, as any other changed option.
    const otherSuite = await cli(["eval", "ab", "coding", "--resume", join(t.results, "r"), "-q"], t.dir);
    expect(otherSuite.exitCode).toBe(2);
    expect(otherSuite.stderr).toMatch(/the experiment changed\n/);
    const other = await cli(["eval", "ab", t.suite, "-c", "env:FREECODE_READ_LINE_NUMBERS=1", "--tags", "nosuchtag", "--results-dir", t.results], t.dir);
    expect(other.exitCode).toBe(2);
    expect(other.stderr).toMatch(/--tags nosuchtag: no case of suite t has this tag/);
  }, 120_000);
});

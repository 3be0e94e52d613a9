/**
 * The gate end to end through the CLI, on the offline simulator with noise off (deterministic
 * trajectories): a deliberately worse candidate exits 1 with the reason, a neutral one exits 0,
 * and release / report read what the gates wrote. The two gates run at the same time, one case
 * and one trial each, to keep the file short.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa, type Result } from "execa";
import { beforeAll, describe, expect, it } from "vitest";
import { gateCommand } from "../../src/cli/eval-gate.ts";
import { readGateFile } from "../../src/gate/gate-file.ts";
import { loadRun } from "../../src/report/run-view.ts";
import { renderReport } from "../../src/report/write.ts";
import { BIN, tempSuite } from "../e2e/helpers.ts";
import { parseXml, walk } from "../report/fixtures.ts";

// COLUMNS: messages unwrapped, so the tests read their words (the layout at 80 columns is test/e2e/terminal-screen.test.ts's).
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", COLUMNS: "1000" }; // no API key: the simulator
const t = tempSuite(["shell-script-fix"]);
writeFileSync(join(t.dir, "suites", "worse.yaml"), "name: worse\ncases: [shell-script-fix]\ntrials: 1\n");
writeFileSync(join(t.dir, "suites", "neutral.yaml"), "name: neutral\ncases: [cite-line]\ntrials: 1\n");
const cli = (args: string[]) => execa(process.execPath, [BIN, "eval", ...args], { env, extendEnv: false, reject: false, cwd: t.dir });
const common = ["--baseline", "env:FREECODE_OUTPUT_TAIL_CHARS=6000", "--trials", "1", "--sim-noise", "0", "--quiet", "--results-dir", t.results, "--concurrency", "1"];
const gateOf = (suite: string) => readdirSync(t.results).map((d) => ({ d, g: readGateFile(join(t.results, d)) })).find((x) => x.g?.suite === suite)!;

let worse: Result;
let neutral: Result;
beforeAll(async () => {
  // The reference sets a flag to its default value. A 60-token output cap cuts the whole-script
  // rewrite shell-script-fix needs, so that candidate's check fails where the reference passes.
  [worse, neutral] = await Promise.all([
    cli(["gate", "worse", "--candidate", "env:FREECODE_MAX_TOKENS=60", ...common]),
    cli(["gate", "neutral", ...common]),
  ]);
}, 180_000);

describe("freecode eval gate (offline)", () => {
  it("exits 1 with the reason when the candidate is deliberately worse", () => {
    expect(worse.exitCode).toBe(1);
    expect(worse.stderr).toMatch(/^freecode: gate FAIL: case shell-script-fix lost its pass majority: baseline passed 1\/1, candidate 0\/1 \(candidate: check failed/m);
    expect(worse.stdout).toMatch(/^gate: FAIL — case shell-script-fix lost its pass majority/m);
    expect(worse.stdout).toMatch(/^shell-script-fix +1\/1 +0\/1 +\S+ +flipped \(lost\)$/m);
    const { d, g } = gateOf("worse");
    expect(g).toMatchObject({ verdict: "FAIL", exitCode: 1, mode: "paired" });
    expect(readdirSync(join(t.results, d))).toEqual(expect.arrayContaining(["summary.json", "report.md", "report.html", "junit.xml"]));
  });

  it("exits 0 for a neutral candidate", () => {
    expect(neutral.stderr).toBe("");
    expect(neutral.exitCode).toBe(0);
    expect(neutral.stdout).toMatch(/^gate: PASS — no regression: decision (INCONCLUSIVE|ADOPT), no case lost its pass majority, no expectation regressed$/m);
    expect(gateOf("neutral").g?.verdict).toBe("PASS");
  });

  it("re-renders a gate's run as JUnit, and release reads both gates as NO-GO", async () => {
    const release = await cli(["release", "--suites", "worse,neutral", "--from-gates", "--results-dir", t.results, "--out", join(t.dir, "release.md")]);
    // What `eval report <run> --format junit` prints, from the files alone.
    const junit = renderReport(loadRun(join(t.results, gateOf("worse").d)), "junit");
    const failing = walk(parseXml(junit)).filter((n) => n.tag === "testcase" && n.children.some((c) => c.tag === "failure"));
    expect(failing.map((n) => `${n.attrib.classname}/${n.attrib.name}`)).toEqual(["worse.candidate/shell-script-fix"]);
    expect(failing[0]!.children.find((c) => c.tag === "failure")!.text).toMatch(/--- check \(tail of output\)\n[\s\S]*not ok/);

    expect(release.exitCode).toBe(1);
    expect(release.stdout).toMatch(/^release: NO-GO — worse: gate FAIL: case shell-script-fix lost its pass majority/m);
    const md = readFileSync(join(t.dir, "release.md"), "utf8");
    expect(md).toMatch(/^# Release: NO-GO\n/);
    expect(md).toMatch(/\| neutral \| PASS \|/);
  });

  it("refuses to run without a reference, naming the option", async () => {
    await expect(gateCommand.handler!({ suite: "worse", baseline: [], candidate: [], trials: 1, concurrency: 1, alpha: 0.05, "results-dir": t.results } as never))
      .rejects.toThrow("--baseline <variant> is required (the reference to gate against), e.g. --baseline env:FREECODE_OUTPUT_MAX_CHARS=30000; or use --against results/<run>");
  });
});

/**
 * `eval ab --resume`: options not given come from the manifest, options given stay as given
 * (the runner refuses those that change the experiment), a new run gets the defaults.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AB_DEFAULTS, resumedSuite, withManifestOptions, type ExperimentArgs } from "../../src/cli/resume-options.ts";
import { PACKAGE_ROOT } from "../../src/suite/resolve.ts";
import type { Manifest } from "../../src/runner/manifest.ts";
import { parseVariant } from "../../src/runner/variant.ts";

function manifest(over: Partial<Manifest> = {}): Manifest {
  const cand = parseVariant(["env:FREECODE_READ_LINE_NUMBERS=1"]);
  return {
    schema: 1, runId: "r", createdAt: "", tool: { name: "freecode-eval", version: "0", node: "v20", gitCommit: null, gitDirty: null },
    suite: { name: "t", file: "t.yaml", hash: "h", cases: { a: "x" }, subset: { cases: ["cite-*"] } },
    variants: { baseline: parseVariant([]), candidate: cand }, provider: "sim", model: "claude-sonnet-5-5", seed: 7, trials: 4, pricingDate: "",
    sim: { noise: 0, noiseShared: true, faults: { overloaded: 0.2 }, latency: { firstTokenMs: 5, tokensPerSec: 60 } }, shard: { index: 2, count: 3 },
    options: { concurrency: 3, infraRetries: 1, checkRepeats: 2, sandbox: "none", maxTrialTokens: 9000, maxTrials: 0, maxCostUsd: 1, sequential: null },
    ...over,
  };
}

describe("withManifestOptions", () => {
  it("a new run: the documented defaults, nothing else", () => {
    const a = withManifestOptions({ candidate: ["env:X=1"] }, null);
    expect(a).toEqual({ candidate: ["env:X=1"], baseline: [], sequential: false, ...AB_DEFAULTS });
  });

  it("a resume given nothing: arms, trials, seed, model, simulator, shard, limits and subset from the manifest; never --max-trials or --max-cost", () => {
    const a = withManifestOptions<ExperimentArgs>({}, manifest());
    expect(a).toMatchObject({
      baseline: [], candidate: [], storedArms: [{ specs: ["env:FREECODE_READ_LINE_NUMBERS=1"] }], trials: 4, seed: 7, provider: "sim", model: "claude-sonnet-5-5",
      "sim-noise": 0, "sim-noise-shared": true, "sim-faults": "overloaded=0.2", "sim-latency": "ttft=5,tps=60", shard: "2/3",
      "max-trial-tokens": 9000, concurrency: 3, "infra-retries": 1, "check-repeats": 2, sandbox: "none", cases: ["cite-*"], sequential: false,
    });
    expect(a).not.toHaveProperty("max-trials");
    expect(a).not.toHaveProperty("max-cost");
  });

  it("keeps what was given (the runner compares it with the manifest), and the arms given replace the stored ones", () => {
    const a = withManifestOptions<ExperimentArgs>({ trials: 3, seed: 2, candidate: ["env:FREECODE_BASH_COMPRESS=1"], tags: ["fmt"] }, manifest());
    expect(a).toMatchObject({ trials: 3, seed: 2, candidate: ["env:FREECODE_BASH_COMPRESS=1"], tags: ["fmt"] });
    expect(a.storedArms).toBeUndefined();
    expect(a.cases).toBeUndefined();
  });

  it("restores a multi-arm run's labels and a sequential design (looks as their share of the trials)", () => {
    const arms = [{ ...parseVariant(["env:FREECODE_READ_LINE_NUMBERS=1"]), name: "numbers" }, parseVariant(["env:FREECODE_BASH_COMPRESS=1"])];
    const m = manifest({ variants: { baseline: parseVariant([]), candidate: arms[0]!, candidates: arms }, options: { sequential: { looks: 2, rounds: [2, 4], alpha: 0.1, spending: "pocock", futility: 0.2 } } });
    const a = withManifestOptions<ExperimentArgs>({}, m);
    expect(a.storedArms).toEqual([{ label: "numbers", specs: ["env:FREECODE_READ_LINE_NUMBERS=1"] }, { specs: ["env:FREECODE_BASH_COMPRESS=1"] }]);
    expect(a).toMatchObject({ sequential: true, looks: [0.5, 1], spending: "pocock", futility: 0.2, alpha: 0.1 });
  });

  it("refuses a stored spec whose secret was redacted unless the arm is given again", () => {
    const m = manifest({ variants: { baseline: parseVariant([]), candidate: { ...parseVariant(["env:MY_API_KEY=x"]), specs: ["env:MY_API_KEY=[redacted]"] } } });
    expect(() => withManifestOptions({}, m)).toThrow(/candidate arm 1's spec env:MY_API_KEY=\[redacted\] with its secret removed; give the --candidate spec\(s\) again/);
    expect(withManifestOptions({ candidate: ["env:MY_API_KEY=y"] }, m).candidate).toEqual(["env:MY_API_KEY=y"]);
  });
});

describe("resumedSuite (eval ab --resume DIR without a suite)", () => {
  const suite = (name: string, file: string) => manifest({ suite: { name, file, hash: "h", cases: { a: "x" } } });
  it("the manifest's suite: by name when the name finds the same file, else by its stored file, else by name", () => {
    expect(resumedSuite(suite("coding", join(PACKAGE_ROOT, "suites", "coding.yaml")))).toBe("coding");
    const dir = mkdtempSync(join(tmpdir(), "fc-resume-"));
    const elsewhere = join(dir, "coding.yaml");
    writeFileSync(elsewhere, "name: coding\ncases: [cite-line]\n");
    // Another file of the same name: the one the run was made from.
    expect(resumedSuite(suite("coding", elsewhere))).toBe(elsewhere);
    // Its file gone: the name, which the suite resolver then finds or refuses.
    expect(resumedSuite(suite("gone", join(dir, "gone.yaml")))).toBe("gone");
  });
});

// @ts-nocheck
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { buildCli } from "../../src/cli/cli.ts";
import { checkNumberOption, COUNT, describeNumberRule, SEED } from "../../src/cli/number-option.ts";
import { InputError } from "../../src/suite/errors.ts";
import { BIN } from "../e2e/helpers.ts";

class Parsed extends Error {}

/** Parses a command line with the real CLI, stopping before any handler runs: true, or the error. */
async function parses(args: string[]): Promise<true | string> {
  try {
    await buildCli(args, (msg) => { throw new Error(`usage: ${msg}`); })
      .middleware(() => { throw new Parsed(); }, false)
      .parseAsync();
    return "the command ran no handler";
  } catch (err) {
    if (err instanceof Parsed) return true;
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
}

describe("checkNumberOption", () => {
  it("returns the number when the rule holds", () => {
    expect(checkNumberOption("trials", "3", COUNT)).toBe(3);
    expect(checkNumberOption("trials", 3, COUNT)).toBe(3);
    expect(checkNumberOption("seed", "4294967295", SEED)).toBe(4294967295);
  });
  it("describes rules in words", () => {
    expect(describeNumberRule(COUNT)).toBe("an integer ≥ 1");
    expect(describeNumberRule({ min: 0, max: 1 })).toBe("a number from 0 to 1");
    expect(describeNumberRule({ above: 0, below: 0.5 })).toBe("a number > 0 and < 0.5");
    expect(describeNumberRule({ above: 0 })).toBe("a number > 0");
  });
  it("echoes text that is not a number instead of NaN", () => {
    expect(() => checkNumberOption("trials", "abc", COUNT)).toThrow('--trials "abc": expected an integer ≥ 1');
    expect(() => checkNumberOption("trials", "3abc", COUNT)).toThrow('--trials "3abc": expected an integer ≥ 1');
    expect(() => checkNumberOption("trials", "", COUNT)).toThrow('--trials "": expected an integer ≥ 1');
  });
});

const common = ["--candidate", "env:A=1"];
describe("numeric options of every command are checked while parsing", () => {
  it.each([
    [["eval", "ab", "coding", ...common, "--trials", "abc"], '--trials "abc": expected an integer ≥ 1'],
    [["eval", "ab", "coding", ...common, "--trials", "2.5"], "--trials 2.5: expected an integer ≥ 1"],
    [["eval", "ab", "coding", ...common, "--trials", "3", "--trials", "4"], "--trials was given 2 times (3, 4); give it once"],
    [["eval", "ab", "coding", ...common, "--trials"], "--trials needs a value"],
    [["eval", "ab", "coding", ...common, "--seed", "0"], "--seed 0: expected an integer from 1 to 4294967295"],
    [["eval", "ab", "coding", ...common, "--concurrency", "0"], "--concurrency 0: expected an integer ≥ 1"],
    [["eval", "ab", "coding", ...common, "--sim-noise", "2"], "--sim-noise 2: expected a number from 0 to 1 (0 = deterministic trajectories, 1 = the full noise)"],
    [["eval", "ab", "coding", ...common, "--alpha", "0.5"], "--alpha 0.5: expected a number > 0 and < 0.5 (e.g. 0.05)"],
    [["eval", "ab", "coding", ...common, "--max-cost", "-1"], "--max-cost -1: expected a number > 0 (USD, e.g. 5)"],
    [["eval", "ab", "coding", ...common, "--max-trials", "-1"], "--max-trials -1: expected an integer ≥ 0"],
    [["eval", "ab", "coding", ...common, "--infra-retries", "-3"], "--infra-retries -3: expected an integer ≥ 0"],
    [["eval", "ab", "coding", ...common, "--shard", "-1/2"], '--shard "-1/2": expected i/n with 1 ≤ i ≤ n, e.g. --shard 2/4'],
    [["eval", "ab", "coding", ...common, "--shard", "3/2"], '--shard "3/2": expected i/n with 1 ≤ i ≤ n, e.g. --shard 2/4'],
    [["eval", "analyze", "r.csv", "--alpha", "x"], '--alpha "x": expected a number > 0 and < 0.5 (e.g. 0.05)'],
    [["eval", "analyze", "r.csv", "--seed", "1.5"], "--seed 1.5: expected an integer from 1 to 4294967295"],
    [["eval", "validate", "--concurrency", "0"], "--concurrency 0: expected an integer ≥ 1"],
    [["eval", "gate", "coding", "--trials", "0"], "--trials 0: expected an integer ≥ 1"],
    [["eval", "gate", "coding", "--seed", "-1"], "--seed -1: expected an integer from 1 to 4294967295"],
    [["eval", "gate", "coding", "--infra-retries", "x"], '--infra-retries "x": expected an integer ≥ 0'],
    [["eval", "release", "--concurrency", "abc"], '--concurrency "abc": expected an integer ≥ 1'],
    [["eval", "release", "--sim-noise", "1.5"], "--sim-noise 1.5: expected a number from 0 to 1 (0 = deterministic trajectories, 1 = the full noise)"],
    [["eval", "flaky", "--runs", "0"], "--runs 0: expected an integer ≥ 1"],
    [["eval", "flaky", "--min-trials", "1"], "--min-trials 1: expected an integer ≥ 2"],
    [["eval", "flaky", "--threshold", "0"], "--threshold 0: expected a number > 0 and ≤ 1 (a flip rate, e.g. 0.2)"],
    [["eval", "flaky", "--days", "1.5"], "--days 1.5: expected an integer ≥ 1"],
    [["sim", "serve", "--port", "abc"], '--port "abc": expected an integer from 0 to 65535 (0 = any free port)'],
    [["sim", "serve", "--port", "70000"], "--port 70000: expected an integer from 0 to 65535 (0 = any free port)"],
    [["sim", "serve", "--sim-noise", "-1"], "--sim-noise -1: expected a number from 0 to 1 (0 = deterministic trajectories, 1 = the full noise)"],
    [["sim", "serve", "--seed", "x"], '--seed "x": expected an integer from 0 to 4294967295'],
    [["agent", "run", "--max-turns", "0"], "--max-turns 0: expected an integer ≥ 1"],
    [["agent", "run", "--max-tokens", "abc"], '--max-tokens "abc": expected an integer ≥ 1'],
  ])("%j", async (args, message) => {
    expect(await parses(args)).toBe(message);
  });

  it("accepts valid values and the defaults", async () => {
    expect(await parses(["eval", "ab", "coding", ...common, "--trials", "2", "--seed", "7", "--max-cost", "0.5", "--sim-noise", "0", "--shard", "2/4", "--infra-retries", "0"])).toBe(true);
    expect(await parses(["eval", "gate", "coding"])).toBe(true);
    expect(await parses(["eval", "flaky", "--threshold", "1"])).toBe(true);
    expect(await parses(["sim", "serve", "--port", "0", "--seed", "0"])).toBe(true);
  });
});

describe("the freecode binary", () => {
  const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

  it("exits 2 on a bad number before writing anything", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-opts-"));
    const r = await execa(process.execPath, [BIN, "eval", "ab", "coding", ...common, "--seed", "abc", "--results-dir", join(dir, "results")], { env, extendEnv: false, reject: false, cwd: dir });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe('freecode: --seed "abc": expected an integer from 1 to 4294967295');
    expect(existsSync(join(dir, "results"))).toBe(false);
  });

  it("sim serve names a port in use and what to do", async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      const r = await execa(process.execPath, [BIN, "sim", "serve", "--port", String(port)], { env, extendEnv: false, reject: false, timeout: 30_000 });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toBe(`freecode: --port ${port}: the port is in use on 127.0.0.1; choose another, or --port 0 for any free port`);
    } finally {
      busy.close();
    }
  });
});

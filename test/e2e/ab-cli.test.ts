import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "./helpers.ts";

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" }; // no ANTHROPIC_API_KEY: the simulator is the default

describe("freecode eval ab (offline, through the CLI)", () => {
  it("runs both arms and prints the JSON contract; line numbers cost tokens on the reconcile case", async () => {
    const t = tempSuite(["reconcile-currency"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--trials", "2", "--json", "--sim-noise", "0", "--results-dir", t.results], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.stderr).toBe("");
    expect(r.exitCode).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(["ADOPT", "REJECT", "INCONCLUSIVE"]).toContain(s.decision);
    for (const m of ["pass", "costUsd", "tokens", "turns", "repeatedCalls"]) {
      expect(s.metrics[m]).toHaveProperty("baseline");
      expect(s.metrics[m]).toHaveProperty("candidate");
      expect(s.metrics[m]).toHaveProperty("delta");
      expect(s.metrics[m]).toHaveProperty("ci");
    }
    expect(s.metrics.pass.baseline).toBe(1);
    expect(s.metrics.pass.candidate).toBe(1);
    // Numbered lines of a 1,400-line file stay in context for every later turn.
    expect(s.metrics.tokens.candidate).toBeGreaterThan(s.metrics.tokens.baseline);
    const [runId] = readdirSync(t.results);
    const lines = readFileSync(join(t.results, runId!, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.status)).toEqual(["pass", "pass", "pass", "pass"]);
    const manifest = JSON.parse(readFileSync(join(t.results, runId!, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ provider: "sim", trials: 2, variants: { candidate: { env: { FREECODE_READ_LINE_NUMBERS: "1" } } } });
  });

  it("prints the table and a verdict line without --json", async () => {
    const t = tempSuite(["fix-failing-test-js"]);
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--quiet", "--results-dir", t.results], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(0);
    // Piped, 80 columns: the compact report, the verdict and its reasons at the end.
    expect(r.stdout).toMatch(/^metric +Δ +95% CI +p +status$/m);
    expect(r.stdout).toMatch(/OFFLINE SIMULATOR/);
    expect(r.stdout).toMatch(/^verdict: (ADOPT|REJECT|INCONCLUSIVE)\n {2}• costUsd /m);
    for (const l of r.stdout.split("\n")) expect([...l].length, l).toBeLessThanOrEqual(80);
    // --wide: the full boxed tables and the one-line verdict of before.
    const wide = await execa(process.execPath, [BIN, "eval", "report", join(t.results, readdirSync(t.results)[0]!), "--wide"], { env: scrubbed, extendEnv: false, reject: false });
    expect(wide.stdout).toMatch(/│ metric +│ baseline +│ candidate +│ Δ +│ 95% CI +│ p +│ status/);
    expect(wide.stdout).toMatch(/^verdict: (ADOPT|REJECT|INCONCLUSIVE) — /m);
  });

  it("exits 2 naming the problem for a bad variant spec or an unknown suite", async () => {
    const bad = await execa(process.execPath, [BIN, "eval", "ab", "coding", "--candidate", "FREECODE_READ_LINE_NUMBERS=1"], { env: scrubbed, extendEnv: false, reject: false });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/variant "FREECODE_READ_LINE_NUMBERS=1": unknown kind/);
    const unknown = await execa(process.execPath, [BIN, "eval", "ab", "codng", "--candidate", "env:A=1"], { env: scrubbed, extendEnv: false, reject: false });
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toMatch(/suite "codng" not found/);
  });
});

// A network namespace with only a loopback interface: any request leaving 127.0.0.1 fails,
// which would surface as infra errors.
const canUnshare = (await execa("unshare", ["-n", "true"], { reject: false }).catch(() => ({ exitCode: 1 }))).exitCode === 0;

describe.runIf(canUnshare)("no request leaves 127.0.0.1", () => {
  it("completes every trial inside a loopback-only network namespace", async () => {
    const t = tempSuite(["cite-line"]);
    const cmd = `ip link set lo up && exec "${process.execPath}" "${BIN}" eval ab "${t.suite}" --candidate env:FREECODE_READ_LINE_NUMBERS=1 --json --results-dir "${t.results}"`;
    const r = await execa("unshare", ["-n", "sh", "-c", cmd], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.exitCode).toBe(0);
    const [runId] = readdirSync(t.results);
    const lines = readFileSync(join(t.results, runId!, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.status === "infra_error")).toEqual([]);
    expect(lines).toHaveLength(2);
  });
});

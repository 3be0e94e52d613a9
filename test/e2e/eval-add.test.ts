/**
 * `freecode eval add --from-trace` on a trace of a real run (the simulator, one case): the
 * drafted case loads, `eval validate` names the TODOs left, and once they are written the
 * drafted trajectory and solution.patch prove the case (`--prove`).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { BIN, ROOT, tempSuite } from "./helpers.ts";

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
const cli = (args: string[], cwd: string) => execa(process.execPath, [BIN, ...args], { cwd, env, extendEnv: false, reject: false });
const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort();

let t: ReturnType<typeof tempSuite>;
let trace: string;
const kept: string[] = [];

beforeAll(async () => {
  t = tempSuite(["cite-line"]);
  const r = await cli(["eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--keep-workspaces", "--run-id", "r1", "--results-dir", t.results, "--quiet"], t.dir);
  expect(r.exitCode, r.stderr).toBe(0);
  const traces = join(t.results, "r1", "traces");
  for (const f of readdirSync(traces)) kept.push(dirname(JSON.parse(readFileSync(join(traces, f), "utf8").split("\n")[0]!).cwd));
  trace = join(traces, readdirSync(traces).find((f) => f.includes(".baseline."))!);
}, 120_000);
afterAll(() => {
  for (const k of kept) if (k.includes("freecode-")) rmSync(k, { recursive: true, force: true });
});

describe("freecode eval add --from-trace", () => {
  it("drafts a case from a run's trace that validate loads, names its TODOs, and proves once they are written", async () => {
    const out = join(t.dir, "drafts", "cite-line-2");
    const r = await cli(["eval", "add", "--from-trace", trace, "--out", out], t.dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^drafted case cite-line-2 in .*: case\.yaml, workspace\/ \(from the trial's kept workspace .* as the session started/);
    expect(r.stdout).toMatch(/Check by hand before it measures anything:\n  1\. check\.run: write the command .*the case the trace came from checks with: \[ "\$\(tr/);
    expect(r.stdout).toMatch(/solution\.patch: the session's change/);
    expect(files(join(out, "workspace"))).toEqual(files(join(ROOT, "cases", "cite-line", "workspace")));
    const text = readFileSync(join(out, "case.yaml"), "utf8");
    expect(text.split("\n")[0]).toMatch(/^# yaml-language-server: \$schema=.*schemas\/case\.schema\.json$/);
    expect(existsSync(join(out, text.split("\n")[0]!.split("$schema=")[1]!))).toBe(true);

    const v = await cli(["eval", "validate", out], t.dir);
    expect(v.exitCode).toBe(2);
    expect(v.stdout).toMatch(/^ok {3}case cite-line-2: schema$/m);
    expect(v.stdout).toMatch(/^TODO case cite-line-2 \(\S+\/cite-line-2\/case\.yaml\): fields drafted by eval add still to write: why, check\.run$/m);
    expect(v.stderr).toMatch(/case cite-line-2: 2 fields still TODO\(eval add\), listed above/);

    const c = parse(text) as { why: string; check: { run: string } };
    const original = parse(readFileSync(join(ROOT, "cases", "cite-line", "case.yaml"), "utf8")) as { check: { run: string } };
    c.why = "Drafted from a recorded session.";
    c.check.run = original.check.run;
    writeFileSync(join(out, "case.yaml"), stringify(c));
    const p = await cli(["eval", "validate", out, "--prove"], t.dir);
    expect(p.stdout).toMatch(/ok   trajectory passes/);
    expect(p.exitCode, p.stdout + p.stderr).toBe(0);
  }, 120_000);

  it("from a trace outside its run folder: an empty workspace/ and a prompt to write, said so", async () => {
    const lone = join(t.dir, "lone", "session.jsonl");
    mkdirSync(dirname(lone));
    cpSync(trace, lone);
    rmSync(JSON.parse(readFileSync(lone, "utf8").split("\n")[0]!).cwd, { recursive: true, force: true }); // the kept workspace gone
    const out = join(t.dir, "drafts", "lone-case");
    const r = await cli(["eval", "add", "--from-trace", lone, "--out", out], t.dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/workspace\/ \(from nothing: it is empty\)/);
    expect(r.stdout).toMatch(/prompt: a trace does not record it/);
    expect(r.stdout).toMatch(/workspace\/: empty\. Put there the repository as it was .* the session touched: netclient\/client\.py/);
    const v = await cli(["eval", "validate", out], t.dir);
    expect(v.stdout).toMatch(/^ok {3}case lone-case: schema$/m);
    expect(v.stdout).toMatch(/still to write: title, why, prompt, check\.run$/m);
    expect(v.exitCode).toBe(2);
  }, 60_000);

  it("refuses a taken folder, a folder name that is no case id, and a missing trace (exit 2, nothing written)", async () => {
    const taken = await cli(["eval", "add", "--from-trace", trace, "--out", join(t.dir, "cases")], t.dir);
    expect(taken.exitCode).toBe(2);
    expect(taken.stderr).toMatch(/the folder exists and is not empty/);
    const badId = await cli(["eval", "add", "--from-trace", trace, "--out", join(t.dir, "drafts", "Bad_Name")], t.dir);
    expect(badId.exitCode).toBe(2);
    expect(badId.stderr).toMatch(/"Bad_Name" is not one \(lower-case words joined by -\)/);
    expect(existsSync(join(t.dir, "drafts", "Bad_Name"))).toBe(false);
    const missing = await cli(["eval", "add", "--from-trace", join(t.dir, "nope.jsonl")], t.dir);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/nope\.jsonl: no such trace file/);
  }, 60_000);
});

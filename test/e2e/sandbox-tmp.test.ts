/**
 * `--sandbox bwrap` with the package itself under /tmp (issue 20, item 4): a checkout or an
 * unpacked tarball in the temp folder, its node_modules (and so the agent bundle built into
 * node_modules/.cache) there too, the workspaces in /tmp as well. The sandbox's private /tmp
 * must not hide any of it (before: 6/6 trials were infra errors), and the case's setup and
 * check are confined too: what they write outside the workspace never reaches the host.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { expect, it } from "vitest";
import { checkSandbox } from "../../src/runner/sandbox.ts";
import { ROOT } from "./helpers.ts";

const hasBwrap = (() => {
  try {
    checkSandbox("bwrap");
    return true;
  } catch {
    return false;
  }
})();

it.runIf(hasBwrap && process.platform === "linux")("runs every trial with the package, its bundles and the workspaces under /tmp; setup and check confined", async () => {
  const base = mkdtempSync("/tmp/fc-sbx-");
  const pkg = join(base, "pkg");
  mkdirSync(pkg);
  for (const f of ["bin", "src", "package.json", "tsconfig.json"]) cpSync(join(ROOT, f), join(pkg, f), { recursive: true });
  // A real node_modules folder under /tmp (the bundle cache is built into it); its packages link to this checkout's.
  mkdirSync(join(pkg, "node_modules"));
  for (const e of readdirSync(join(ROOT, "node_modules")).filter((n) => n !== ".cache")) symlinkSync(join(ROOT, "node_modules", e), join(pkg, "node_modules", e));
  const escaped = join(base, "escaped");
  const ws = join(base, "cases", "sbx", "workspace");
  mkdirSync(ws, { recursive: true });
  writeFileSync(join(ws, "a.txt"), "bad\n");
  writeFileSync(join(base, "cases", "sbx", "case.yaml"), [
    "id: sbx", "title: sandboxed setup and check", "prompt: Make a.txt say good.",
    `setup: [${JSON.stringify(`echo setup > ${escaped}-setup 2>/dev/null; echo ready > ready.txt`)}]`,
    `check: {run: ${JSON.stringify(`echo check > ${escaped}-check 2>/dev/null; grep -q good a.txt && test -f ready.txt`)}, timeoutSec: 20}`,
    "sim:", "  steps:", "    - tools:", "        - name: bash", `          input: {command: ${JSON.stringify(`echo good > a.txt; echo agent > ${escaped}-agent 2>/dev/null; true`)}}`, "    - final: Done.", "",
  ].join("\n"));
  mkdirSync(join(base, "suites"));
  writeFileSync(join(base, "suites", "sbx.yaml"), "name: sbx\ncases: [sbx]\ntrials: 3\n");
  const r = await execa(process.execPath, [join(pkg, "bin", "freecode.mjs"), "eval", "ab", join(base, "suites", "sbx.yaml"), "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1",
    "--provider", "sim", "--sim-noise", "0", "--sandbox", "bwrap", "--quiet", "--results-dir", join(base, "results"), "--run-id", "s", "--concurrency", "2", "--infra-retries", "0"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TMPDIR: "/tmp" }, extendEnv: false, reject: false, cwd: base, all: true,
  });
  const recs = readFileSync(join(base, "results", "s", "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { status: string; infraReason?: string });
  const statuses = recs.map((x) => x.status);
  const leaked = ["agent", "setup", "check"].filter((w) => existsSync(`${escaped}-${w}`));
  console.log(`sandbox, package under ${pkg}: statuses ${JSON.stringify(statuses)}, files written outside the workspace ${JSON.stringify(leaked)}, bundles ${JSON.stringify(readdirSync(join(pkg, "node_modules", ".cache", "freecode")))}, exit ${r.exitCode}`);
  expect(recs.filter((x) => x.status === "infra_error").map((x) => x.infraReason), r.all).toEqual([]);
  expect(statuses).toEqual(Array(6).fill("pass"));
  expect(leaked).toEqual([]);
  // The agent did run from its start-up snapshot (or, where none can be built, the bundle) under /tmp.
  expect(readdirSync(join(pkg, "node_modules", ".cache", "freecode")).some((d) => d.startsWith(`agent-snapshot-${process.version}-`) || d.includes("agent-entry"))).toBe(true);
}, 240_000);

// @ts-nocheck
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { ROOT } from "../e2e/helpers.ts";

// `node --test` picks its reporter by Node version: Node 20 and 22 print TAP when stdout is not a
// terminal, Node 23 and later print `spec` everywhere. The cases' check commands and scripted
// trajectories grep that output, so each names its reporter; these tests hold both facts.
const major = Number(process.versions.node.split(".")[0]);

/** A workspace with one passing node:test file; returns what `node --test …args` printed. */
async function nodeTest(args: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "fc-nodetest-"));
  writeFileSync(join(dir, "a.test.mjs"), 'import test from "node:test";\ntest("adds", () => {});\n');
  const r = await execa(process.execPath, ["--test", ...args], { cwd: dir, reject: false, all: true, env: { NODE_OPTIONS: "" } });
  expect(r.exitCode, r.all).toBe(0);
  return r.all ?? "";
}

describe(`node --test output on this Node (${process.version})`, () => {
  it("is TAP with --test-reporter=tap, on every supported Node", async () => {
    const out = await nodeTest(["--test-reporter=tap"]);
    expect(out).toMatch(/^ok 1 - adds$/m);
    expect(out).toMatch(/^# pass 1$/m);
    expect(out).toMatch(/^# fail 0$/m);
  });

  it.runIf(major < 23)("is TAP by default when not on a terminal (Node 20 and 22)", async () => {
    expect(await nodeTest([])).toMatch(/^# fail 0$/m);
  });

  it.skipIf(major < 23)("is spec by default from Node 23 on, without TAP's summary lines", async () => {
    const out = await nodeTest([]);
    expect(out).toMatch(/✔ adds/);
    expect(out).not.toMatch(/^# fail 0$/m);
  });

  it("every case's command that runs node --test names its reporter", () => {
    const unnamed: string[] = [];
    for (const name of readdirSync(join(ROOT, "cases"))) {
      let yaml: string;
      try {
        yaml = readFileSync(join(ROOT, "cases", name, "case.yaml"), "utf8");
      } catch {
        continue; // not a case folder (README.md)
      }
      yaml.split("\n").forEach((line, i) => {
        // Commands only (check `run:`, tool inputs, a need's `command:`), not the prompt's prose.
        if (/\b(run|command):/.test(line) && /node --test(?![\w-])/.test(line) && !/--test-reporter[= ]/.test(line)) unnamed.push(`cases/${name}/case.yaml:${i + 1}`);
      });
    }
    expect(unnamed).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN } from "./helpers.ts";

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

function project(check: string) {
  const root = mkdtempSync(join(tmpdir(), "fc-validate-"));
  mkdirSync(join(root, "suites"));
  const ws = join(root, "cases", "already-green", "workspace");
  mkdirSync(ws, { recursive: true });
  mkdirSync(join(root, "cases", "already-green", "solution"));
  writeFileSync(join(ws, "app.py"), "VALUE = 1\n");
  writeFileSync(join(root, "cases", "already-green", "solution", "app.py"), "VALUE = 2\n");
  writeFileSync(join(root, "suites", "s.yaml"), "name: s\ncases: [already-green]\n");
  writeFileSync(join(root, "cases", "already-green", "case.yaml"), `id: already-green
title: A case whose check passes before any work
prompt: Set VALUE to 2 in app.py.
check:
  run: ${check}
sim:
  steps:
    - tools:
        - {name: edit, input: {path: app.py, old_string: "VALUE = 1", new_string: "VALUE = 2"}}
    - final: Done.
`);
  return root;
}

describe("freecode eval validate --prove", () => {
  it("fails naming the case when its check already passes on the untouched workspace", async () => {
    const root = project("python3 -c 'import app'");
    const r = await execa(process.execPath, [BIN, "eval", "validate", "s", "--prove"], { cwd: root, env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toMatch(/FAIL untouched fails\n\s+the check already passes on the untouched workspace/);
    expect(r.stderr).toMatch(/case already-green: untouched must fail/);
  });

  it("passes a case that fails untouched and passes with its solution and trajectory", async () => {
    const root = project(`python3 -c 'import app; assert app.VALUE == 2'`);
    const r = await execa(process.execPath, [BIN, "eval", "validate", "s", "--prove"], { cwd: root, env, extendEnv: false, reject: false });
    expect(r.stderr).toBe("");
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/ok   trajectory passes: passes in 2 turns/);
    expect(r.stdout).toMatch(/1 case valid and proven/);
  });
});

describe("freecode eval validate", () => {
  it("lists every problem of every case file, and the summary counts them", async () => {
    const root = project("python3 -c 'import app'");
    const caseFile = join(root, "cases", "already-green", "case.yaml");
    writeFileSync(caseFile, `id: already-green
title: Typos
prompt: Set VALUE to 2 in app.py.
check: {run: "true"}
expect: {forbidTools: [raed]}
sim:
  steps:
    - tools:
        - {name: edit, input: {pth: app.py, old_string: "VALUE = 1", new_string: "VALUE = 2"}}
    - finl: Done.
`);
    const r = await execa(process.execPath, [BIN, "eval", "validate", "s"], { cwd: root, env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(2);
    expect(r.stdout.split("\n").map((l) => l.trim().replace(`${root}/`, ""))).toEqual([
      "FAIL suite s",
      "cases/already-green/case.yaml:5:24: field `expect.forbidTools.0`: \"raed\" is not valid; did you mean `read`? (valid here: read, write, edit, bash, output, grep, glob)",
      "cases/already-green/case.yaml:9:32: unknown field `sim.steps.0.tools.0.input.pth`; did you mean `path`? (valid here: path, old_string, new_string, replace_all)",
      "cases/already-green/case.yaml:10:7: unknown field `sim.steps.1.finl`; did you mean `final`? (valid here: needs, text, tools, final, onError)",
      "cases/already-green/case.yaml:10:7: field `sim.steps.1`: a sim step needs `tools` (a batch of tool calls) or `final` (the answer)",
    ]);
    // Each problem is printed once: listed on stdout, counted in the summary on stderr.
    expect(r.stderr).toBe("freecode: validation failed:\n  suite s: 4 problems, listed above");
    expect(`${r.stdout}\n${r.stderr}`.split(`${caseFile}:5:24:`)).toHaveLength(2);
  });

  it("prints a case folder's one problem once, with a did-you-mean for a misspelt sensitiveTo flag", async () => {
    const root = project("python3 -c 'import app'");
    const caseDir = join(root, "cases", "already-green");
    writeFileSync(join(caseDir, "case.yaml"), `id: already-green
title: A typo in sensitiveTo
prompt: Set VALUE to 2 in app.py.
sensitiveTo: [FREECODE_READ_LINE_NUMBER]
check: {run: "true"}
sim:
  steps:
    - final: Done.
`);
    const r = await execa(process.execPath, [BIN, "eval", "validate", caseDir], { cwd: root, env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toMatch(/^FAIL case \S+already-green\n\s+\S+case\.yaml:4:15: field `sensitiveTo\.0`: "FREECODE_READ_LINE_NUMBER" is not valid; did you mean `FREECODE_READ_LINE_NUMBERS`\? \(valid here: FREECODE_READ_LINE_NUMBERS, /);
    expect(r.stderr).toBe(`freecode: validation failed:\n  case ${caseDir}: 1 problem, listed above`);
    expect(`${r.stdout}\n${r.stderr}`.match(/case\.yaml:4:15/g)).toHaveLength(1);
  });
});

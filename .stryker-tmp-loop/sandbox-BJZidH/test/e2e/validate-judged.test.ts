/**
 * `freecode eval validate --prove` on judged cases: proven by their answer (an empty answer
 * fails, reference-answer.md passes, the played trial passes the offline judge), not by a
 * check that must fail on the untouched workspace. One CLI run proves three cases at once.
 */
// @ts-nocheck

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN } from "./helpers.ts";

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

interface JudgedCase {
  id: string;
  judge: string;
  final: string;
  check?: string;
  referenceAnswer?: string;
}

const SIM = (final: string) => `sim:
  steps:
    - tools:
        - {name: read, input: {path: app.py}}
    - needs:
        - {text: "RATE = 0.2", file: app.py, lineRef: true}
      final: "${final}"
`;

function project(cases: JudgedCase[]): string {
  const root = mkdtempSync(join(tmpdir(), "fc-validate-judged-"));
  mkdirSync(join(root, "suites"));
  writeFileSync(join(root, "suites", "s.yaml"), `name: s\ncases: [${cases.map((c) => c.id).join(", ")}]\n`);
  for (const c of cases) {
    const dir = join(root, "cases", c.id);
    mkdirSync(join(dir, "workspace"), { recursive: true });
    writeFileSync(join(dir, "workspace", "app.py"), "# Prices shown to customers include VAT.\nRATE = 0.2\n");
    if (c.referenceAnswer !== undefined) writeFileSync(join(dir, "reference-answer.md"), c.referenceAnswer);
    writeFileSync(join(dir, "case.yaml"), `id: ${c.id}
title: Which VAT rate does app.py apply
prompt: Which VAT rate does app.py apply? Cite it as path:line.
${c.check ? `check:\n  run: ${c.check}\n` : ""}judge:
${c.judge}
${SIM(c.final)}`);
  }
  return root;
}

/** The lines validate printed for one case: its header and its indented steps. */
function block(stdout: string, id: string): string {
  const lines = stdout.split("\n");
  const start = lines.findIndex((l) => / case /.test(l) && l.endsWith(` case ${id}`));
  if (start < 0) return "";
  const end = lines.findIndex((l, i) => i > start && !l.startsWith(" "));
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

describe("freecode eval validate --prove on judged cases", () => {
  it("proves judged cases by their answers and names every step a broken one fails", async () => {
    const good = `  rubric: Names the 20% rate and cites app.py:2.\n  passAt: 4\n  offline:\n    must: ['0\\.2|20 ?%', 'app\\.py:2\\b']`;
    const root = project([
      { id: "judged-good", judge: good, final: "app.py:{{line:app.py:RATE = 0.2}} sets RATE = 0.2, a 20% VAT rate.", referenceAnswer: "app.py:2 — RATE = 0.2, i.e. 20% VAT.\n" },
      // A judged case may also have a check that holds untouched (here: the code still imports).
      { id: "judged-checked", judge: good, check: "python3 -c 'import app'", final: "app.py:{{line:app.py:RATE = 0.2}}: 20%.", referenceAnswer: "20% (app.py:2)\n" },
      {
        id: "judged-broken",
        // `x*` matches any text, even an empty answer; the mustNot sinks the trajectory's answer.
        judge: `  rubric: Names the rate.\n  passAt: 2\n  offline:\n    must: ['\\bfifteen\\b', 'x*']\n    mustNot: ["don't know"]`,
        final: "I don't know.",
      },
    ]);
    const r = await execa(process.execPath, [BIN, "eval", "validate", "s", "--prove", "--concurrency", "3"], { cwd: root, env, extendEnv: false, reject: false });

    expect(block(r.stdout, "judged-good")).toBe([
      "ok   case judged-good",
      "     ok   untouched fails: an empty answer scores 0/5 (pass at 4): fails as it should",
      "     ok   solution passes: reference-answer.md scores 5/5 (pass at 4)",
      // read, then grep -n for the line number (reads are unnumbered by default), then answer
      "     ok   trajectory passes: passes in 3 turns",
    ].join("\n"));
    expect(block(r.stdout, "judged-checked")).toMatch(/^ok   case judged-checked\n.*\n     ok   solution passes: reference-answer.md scores 5\/5 \(pass at 4\)\n     ok   trajectory passes/);

    const broken = block(r.stdout, "judged-broken");
    expect(broken).toMatch(/^FAIL case judged-broken\n     FAIL untouched fails\n\s+an empty answer already scores 2\.5\/5 \(pass at 2\), so the case asserts nothing \(1\/2 criteria met; missing "\\\\bfifteen\\\\b"\)/);
    expect(broken).toMatch(/     FAIL solution passes\n\s+no reference answer \(expected \S+cases\/judged-broken\/reference-answer\.md: a correct final answer to the prompt\)/);
    expect(broken).toMatch(/     FAIL trajectory passes\n\s+agent_failure .*\n\s+score 0\/5 \(pass at 2\): offline: answer matches forbidden "don't know"/);
    expect(r.stderr).toBe("freecode: validation failed:\n  case judged-broken: untouched must fail, solution must pass, trajectory must pass");
    expect(r.exitCode).toBe(2);
  });
});

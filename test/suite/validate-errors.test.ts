import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { knownAgentVariables } from "../../src/agent-protocol/flag-specs.ts";
import { describeNumber, InputError } from "../../src/suite/errors.ts";
import { loadSuite } from "../../src/suite/load.ts";

/** A project with one case "a" whose case.yaml is `caseText` and suite `suiteText`; the problems loadSuite lists, paths relative. */
function problems(caseText: string, suiteText = "name: s\ncases: [a]\n"): string[] {
  const root = mkdtempSync(join(tmpdir(), "fc-verr-"));
  mkdirSync(join(root, "suites"));
  mkdirSync(join(root, "cases", "a", "workspace"), { recursive: true });
  writeFileSync(join(root, "cases", "a", "case.yaml"), caseText);
  writeFileSync(join(root, "suites", "s.yaml"), suiteText);
  try {
    loadSuite("s", root);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).problems.map((p) => p.replaceAll(`${root}/`, ""));
  }
  throw new Error("expected an InputError");
}

const CASE = (extra: string) => `id: a\ntitle: A\nprompt: do a\n${extra}check: {run: "true"}\nsim:\n  steps:\n    - final: done\n`;

describe("eval validate's errors name the file, line, field and what is valid", () => {
  it("refuses a misspelt sensitiveTo flag with the valid names and a did-you-mean", () => {
    expect(problems(CASE("sensitiveTo: [FREECODE_BASH_COMPRESS, FREECODE_READ_LINE_NUMBER]\n"))).toEqual([
      `cases/a/case.yaml:4:39: field \`sensitiveTo.1\`: "FREECODE_READ_LINE_NUMBER" is not valid; did you mean \`FREECODE_READ_LINE_NUMBERS\`? (valid here: ${knownAgentVariables().join(", ")})`,
    ]);
  });

  it("accepts every flag of the catalogue eval ab checks variants against", () => {
    const root = mkdtempSync(join(tmpdir(), "fc-verr-"));
    mkdirSync(join(root, "suites"));
    mkdirSync(join(root, "cases", "a", "workspace"), { recursive: true });
    writeFileSync(join(root, "cases", "a", "case.yaml"), CASE(`sensitiveTo: [${knownAgentVariables().join(", ")}]\n`));
    writeFileSync(join(root, "suites", "s.yaml"), "name: s\ncases: [a]\n");
    expect(loadSuite("s", root).loadedCases[0]!.sensitiveTo).toEqual(knownAgentVariables());
  });

  it("places an unclosed flow map on the line that opens it, not the next one", () => {
    // Line 4 holds the `{` left open; the yaml package notices it at the start of line 5.
    expect(problems(`id: a\ntitle: A\nprompt: do a\ncheck: {run: "true"\nmaxTurns: 3\nsim:\n  steps:\n    - final: done\n`)).toEqual([
      "cases/a/case.yaml:4:8: YAML syntax error: Flow map in block collection must be sufficiently indented and end with a } (opened here; still open at line 5)",
    ]);
  });

  it("places an unclosed quote and an unclosed flow sequence where they open", () => {
    expect(problems(`id: a\ntitle: A\nprompt: "do a\nmaxTurns: 3\n`)).toEqual([
      'cases/a/case.yaml:3:9: YAML syntax error: Missing closing "quote (opened here; still open at line 5)',
    ]);
    expect(problems(`id: a\ntags: [x, y\ntitle: A\n`)[0]).toMatch(/^cases\/a\/case\.yaml:2:7: YAML syntax error: Flow sequence .* \(opened here; still open at line 3\)$/);
  });

  it("keeps the parser's place for an error it finds where it is (a tab as indentation)", () => {
    expect(problems("id: a\ntitle: A\n\tprompt: x\n")).toEqual(["cases/a/case.yaml:3:1: YAML syntax error: Tabs are not allowed as indentation"]);
  });

  it("says what a numeric field accepts and what it got, in case and suite files", () => {
    expect(problems(CASE("maxTurns: ten\ntimeoutSec: -1\nmaxTokens: 2.5\n"))).toEqual([
      'cases/a/case.yaml:4:11: field `maxTurns`: expected an integer ≥ 1, got "ten"',
      "cases/a/case.yaml:5:13: field `timeoutSec`: expected a number > 0, got -1",
      "cases/a/case.yaml:6:12: field `maxTokens`: expected an integer ≥ 1, got 2.5",
    ]);
    expect(problems(CASE(""), "name: s\ncases: [a]\ntrials: three\n")).toEqual(['suites/s.yaml:3:9: field `trials`: expected an integer ≥ 1, got "three"']);
    expect(problems(CASE("judge:\n  rubric: r\n  scale: 11\n  passAt: 1\n  offline: {must: [x]}\n"))).toEqual(["cases/a/case.yaml:6:10: field `judge.scale`: expected an integer from 1 to 10, got 11"]);
  });

  it("keeps a message written for the field (parallelTools < 2)", () => {
    expect(problems(CASE("expect: {parallelTools: 1}\n"))[0]).toMatch(/field `expect\.parallelTools`: parallelTools < 2 asserts nothing/);
  });

  it("describes zod number schemas in the CLI's words", () => {
    expect([z.number().int().positive(), z.number().positive(), z.number().int().min(1).max(10), z.number().min(0), z.number().gt(0).lt(1), z.number(), z.string()].map(describeNumber))
      .toEqual(["an integer ≥ 1", "a number > 0", "an integer from 1 to 10", "a number ≥ 0", "a number > 0 and < 1", "a number", null]);
  });
});

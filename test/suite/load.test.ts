import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TOOLS } from "../../src/agent/tools/index.ts";
import { InputError, MAX_PROBLEMS_PER_FILE } from "../../src/suite/errors.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { AGENT_TOOL_NAMES } from "../../src/suite/schema.ts";

function project(caseYaml: string, suiteYaml = "name: s\ncases: [demo]\n", more: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), "fc-suite-"));
  mkdirSync(join(root, "suites"));
  writeFileSync(join(root, "suites", "s.yaml"), suiteYaml);
  for (const [id, yaml] of Object.entries({ demo: caseYaml, ...more })) {
    mkdirSync(join(root, "cases", id, "workspace"), { recursive: true });
    writeFileSync(join(root, "cases", id, "case.yaml"), yaml);
    writeFileSync(join(root, "cases", id, "workspace", "a.py"), "x = 1\n");
  }
  return root;
}

/** The problems an InputError lists, with the temporary folder cut off. */
function problems(root: string): string[] {
  try {
    loadSuite("s", root);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).message).toBe((err as InputError).problems.join("\n"));
    return (err as InputError).problems.map((p) => p.replaceAll(`${root}/`, ""));
  }
  throw new Error("expected an InputError");
}

const GOOD = `id: demo
title: Demo
prompt: Fix it
check:
  run: python3 -c "import a"
expect:
  parallelTools: 2
sim:
  steps:
    - tools:
        - name: read
          input: { path: a.py }
    - final: done
`;

describe("loadSuite", () => {
  it("loads a suite with its cases, defaults applied and a content hash", () => {
    const root = project(GOOD);
    const s = loadSuite("s", root);
    expect(s.loadedCases.map((c) => c.id)).toEqual(["demo"]);
    expect(s.loadedCases[0]!.maxTurns).toBe(30);
    expect(s.loadedCases[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names file, line, column and the nearest valid key for a typo", () => {
    const root = project(GOOD.replace("parallelTools: 2", "parallelTool: 2"));
    expect(() => loadSuite("s", root)).toThrow(/case\.yaml:7:3: unknown field `expect\.parallelTool`; did you mean `parallelTools`\?/);
  });

  it("rejects an expectation that asserts nothing", () => {
    const root = project(GOOD.replace("parallelTools: 2", "parallelTools: 1"));
    expect(() => loadSuite("s", root)).toThrow(/case\.yaml:7:18: field `expect\.parallelTools`: parallelTools < 2 asserts nothing/);
  });

  it("rejects a sim step with neither tools nor final", () => {
    const root = project(GOOD.replace("    - final: done", "    - text: thinking"));
    expect(() => loadSuite("s", root)).toThrow(/field `sim\.steps\.1`: a sim step needs `tools`/);
  });

  it("says which case patterns match nothing and what exists", () => {
    const root = project(GOOD, "name: s\ncases: [demo, nope-*]\n");
    expect(() => loadSuite("s", root)).toThrow(/field `cases\.1`: "nope-\*" matches no case folder .* \(cases there: demo\)/);
  });

  it("reports YAML syntax errors with their position", () => {
    const root = project("id: demo\ntitle: [unclosed\n");
    expect(() => loadSuite("s", root)).toThrow(/case\.yaml:\d+:\d+: YAML syntax error/);
  });

  it("lists the known suites when a name is unknown", () => {
    const root = project(GOOD);
    expect(() => loadSuite("codng", root)).toThrow(/suite "codng" not found .*known suites: .*s/);
  });

  it("lists every problem of a file, sorted by position, each with line, column, field and what is valid", () => {
    const bad = GOOD.replace("title: Demo", "title: Demo\nmaxTurns: 0\nchek: 1").replace("parallelTools: 2", "parallelTool: 2");
    expect(problems(project(bad))).toEqual([
      "cases/demo/case.yaml:3:11: field `maxTurns`: expected an integer ≥ 1, got 0",
      "cases/demo/case.yaml:4:1: unknown field `chek`; did you mean `check`? (valid here: $schema, id, title, tags, why, sensitiveTo, prompt, workspace, solution, setup, env, maxTurns, timeoutSec, setupTimeoutSec, maxTokens, maxTrialTokens, check, judge, files, expect, sim)",
      "cases/demo/case.yaml:9:3: unknown field `expect.parallelTool`; did you mean `parallelTools`? (valid here: parallelTools, maxTurns, tool, firstToolIn, forbidTools, bashMatches, forbidBashMatches, noGuardTrips)",
    ]);
  });

  it("still says a case needs check or judge when other fields have problems", () => {
    const bad = GOOD.replace('check:\n  run: python3 -c "import a"\n', "").replace("title: Demo", "title: 7");
    expect(problems(project(bad))).toEqual([
      "cases/demo/case.yaml:1:1: field `check`: a case needs `check` (a command whose exit status decides) or `judge` (a rubric scoring the final answer)",
      "cases/demo/case.yaml:2:8: field `title`: Invalid input: expected string, received number",
    ]);
  });

  it("says a required field is missing rather than 'received undefined'", () => {
    expect(problems(project(GOOD.replace("prompt: Fix it\n", "")))).toEqual(["cases/demo/case.yaml:1:1: field `prompt`: missing; expected a string"]);
  });

  it(`caps the problems of one file at ${MAX_PROBLEMS_PER_FILE} and counts the rest`, () => {
    const keys = Array.from({ length: 25 }, (_, i) => `extra${i}: 1`).join("\n");
    const list = problems(project(`${GOOD}${keys}\n`));
    expect(list).toHaveLength(MAX_PROBLEMS_PER_FILE + 1);
    expect(list[MAX_PROBLEMS_PER_FILE]).toBe("cases/demo/case.yaml: 5 more problems not shown (fix these and run again)");
  });

  it("reports the problems of every case file and every unmatched pattern, not only the first", () => {
    const root = project(GOOD.replace("title: Demo", "titel: Demo"), "name: s\ncases: [demo, other, nope-*]\n", {
      other: GOOD.replace("id: demo", "id: other").replace("final: done", "finl: done"),
    });
    expect(problems(root)).toEqual([
      `suites/s.yaml:2:22: field \`cases.2\`: "nope-*" matches no case folder in ${join(root, "cases")} (cases there: demo, other)`.replace(`${root}/`, ""),
      "cases/demo/case.yaml:1:1: field `title`: missing; expected a string",
      "cases/demo/case.yaml:2:1: unknown field `titel`; did you mean `title`? (valid here: $schema, id, title, tags, why, sensitiveTo, prompt, workspace, solution, setup, env, maxTurns, timeoutSec, setupTimeoutSec, maxTokens, maxTrialTokens, check, judge, files, expect, sim)",
      "cases/other/case.yaml:13:7: unknown field `sim.steps.1.finl`; did you mean `final`? (valid here: needs, text, tools, final, onError)",
      "cases/other/case.yaml:13:7: field `sim.steps.1`: a sim step needs `tools` (a batch of tool calls) or `final` (the answer)",
    ]);
  });

  it("reports every YAML syntax error of a file", () => {
    expect(problems(project("id: demo\nid: again\ntitle: x\ntitle: y\n"))).toEqual([
      "cases/demo/case.yaml:2:1: YAML syntax error: Map keys must be unique",
      "cases/demo/case.yaml:4:1: YAML syntax error: Map keys must be unique",
    ]);
  });

  it("rejects a misspelt tool name in expect lists and sim calls, suggesting the agent's tool", () => {
    const bad = GOOD.replace("parallelTools: 2", "parallelTools: 2\n  forbidTools: [bash, raed]\n  firstToolIn: [Grep]").replace("- name: read", "- name: wirte");
    expect(problems(project(bad))).toEqual([
      "cases/demo/case.yaml:8:23: field `expect.forbidTools.1`: \"raed\" is not valid; did you mean `read`? (valid here: read, write, edit, bash, output, grep, glob)",
      "cases/demo/case.yaml:9:17: field `expect.firstToolIn.0`: \"Grep\" is not valid; did you mean `grep`? (valid here: read, write, edit, bash, output, grep, glob)",
      "cases/demo/case.yaml:13:17: field `sim.steps.0.tools.0.name`: \"wirte\" is not valid; did you mean `write`? (valid here: read, write, edit, bash, output, grep, glob)",
    ]);
  });

  it("rejects a misspelt input key of a sim tool call, against the tool's own input schema", () => {
    const bad = GOOD.replace("input: { path: a.py }", "input: { pth: a.py, limt: 5 }\n        - name: edit\n          input: { path: a.py, old_str: x, new_string: y }");
    expect(problems(project(bad))).toEqual([
      "cases/demo/case.yaml:12:20: unknown field `sim.steps.0.tools.0.input.pth`; did you mean `path`? (valid here: path, offset, limit, column)",
      "cases/demo/case.yaml:12:31: unknown field `sim.steps.0.tools.0.input.limt`; did you mean `limit`? (valid here: path, offset, limit, column)",
      "cases/demo/case.yaml:14:32: unknown field `sim.steps.0.tools.1.input.old_str`; did you mean `old_string`? (valid here: path, old_string, new_string, replace_all)",
    ]);
  });

  it("knows the same tool names as the agent", () => {
    expect([...AGENT_TOOL_NAMES].sort()).toEqual(TOOLS.map((t) => t.name).sort());
  });

  it("rejects a regular expression that would throw while scoring, and says which key a {regex} needs", () => {
    const bad = GOOD.replace("parallelTools: 2", 'parallelTools: 2\n  bashMatches: ["pytest (", ""]').replace("    - final: done", '    - needs:\n        - {text: {rgx: "x"}}\n      final: done');
    expect(problems(project(bad))).toEqual([
      "cases/demo/case.yaml:8:17: field `expect.bashMatches.0`: not a valid regular expression: /pytest (/m: Unterminated group",
      "cases/demo/case.yaml:8:29: field `expect.bashMatches.1`: Too small: expected string to have >=1 characters",
      "cases/demo/case.yaml:15:18: field `sim.steps.1.needs.0.text.regex`: missing; expected a string",
      "cases/demo/case.yaml:15:19: unknown field `sim.steps.1.needs.0.text.rgx`; did you mean `regex`? (valid here: regex)",
    ]);
  });
});

describe("finding suites and their cases", () => {
  it("suggests the case id a pattern nearly names", () => {
    const root = project(GOOD, "name: s\ncases: [demi]\n");
    expect(problems(root)).toEqual(['suites/s.yaml:2:9: field `cases.0`: "demi" matches no case folder in cases; did you mean "demo"? (cases there: demo)']);
  });

  it("says where cases are looked up when a suite has no cases/ folder beside its own", () => {
    const root = mkdtempSync(join(tmpdir(), "fc-suite-"));
    writeFileSync(join(root, "s.yaml"), "name: s\ncases: [demo]\n");
    expect(() => loadSuite(join(root, "s.yaml"), root)).toThrow(/no such folder: a suite's cases are looked up in \.\.\/cases beside the suite's folder/);
  });

  it("suggests a suite name on a typo", () => {
    const root = project(GOOD);
    expect(() => loadSuite("z", root)).toThrow(/known suites: /);
    expect(() => loadSuite("codng", root)).toThrow(/did you mean "coding"\?/);
  });
});

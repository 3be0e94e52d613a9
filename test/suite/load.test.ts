import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSuite } from "../../src/suite/load.ts";

function project(caseYaml: string, suiteYaml = "name: s\ncases: [demo]\n") {
  const root = mkdtempSync(join(tmpdir(), "fc-suite-"));
  mkdirSync(join(root, "suites"));
  mkdirSync(join(root, "cases", "demo", "workspace"), { recursive: true });
  writeFileSync(join(root, "suites", "s.yaml"), suiteYaml);
  writeFileSync(join(root, "cases", "demo", "case.yaml"), caseYaml);
  writeFileSync(join(root, "cases", "demo", "workspace", "a.py"), "x = 1\n");
  return root;
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
});

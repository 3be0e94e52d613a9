// @ts-nocheck
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPricingOverride } from "../../src/providers/pricing-override.ts";
import { loadSuite } from "../../src/suite/load.ts";

function project(suiteText: string): string {
  const dir = mkdtempSync(join(tmpdir(), "fc-bad-"));
  mkdirSync(join(dir, "suites"));
  mkdirSync(join(dir, "cases", "a", "workspace"), { recursive: true });
  writeFileSync(join(dir, "cases", "a", "case.yaml"), "id: a\ntitle: A\nprompt: do a\ncheck: {run: \"true\"}\nsim:\n  steps:\n    - final: done\n");
  const suite = join(dir, "suites", "s.yaml");
  writeFileSync(suite, suiteText);
  return suite;
}

describe("bad inputs get clear errors (exit 2, file:line, what is valid)", () => {
  it("a YAML alias bomb", () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`)].join("\n");
    const suite = project(`name: s\ncases: [a]\n${bomb}\n`);
    expect(() => loadSuite(suite)).toThrow(expect.objectContaining({ exitCode: 2, message: expect.stringMatching(/s\.yaml:\d+:\d+: YAML aliases expand too far/) }));
  });

  it("a suite listing a case id twice", () => {
    const suite = project("name: s\ncases:\n  - a\n  - a\n");
    expect(() => loadSuite(suite)).toThrow(/s\.yaml:4:5: field `cases\.1`: "a" is listed twice \(first at line 3\)/);
  });

  it("a pricing-field typo lists the valid fields", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-bad-"));
    const file = join(dir, "prices.yaml");
    writeFileSync(file, "models:\n  my-model: {input: 1, ouput: 2}\n");
    expect(() => loadPricingOverride(file)).toThrow(/unknown field `models\.my-model\.ouput`; did you mean `output`\? \(valid here: input, cacheWrite5m, cacheWrite1h, cacheRead, output, longPrompt, source\)/);
  });
});

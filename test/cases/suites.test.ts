/** Every suite file parses with the strict SuiteFile schema and names only cases that exist. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { loadSuite } from "../../src/suite/load.ts";
import { SuiteFile } from "../../src/suite/schema.ts";
import { unprotectedTests } from "../../src/suite/unprotected-tests.ts";
import { listCaseIds, SUITES_DIR } from "./case-fixtures.ts";

const suiteFiles = readdirSync(SUITES_DIR).filter((f) => f.endsWith(".yaml")).sort();

/** Case ids a suite entry names: an exact id, or a glob with `*` over the case ids. */
function expand(entry: string, ids: readonly string[]): string[] {
  if (!entry.includes("*")) return ids.includes(entry) ? [entry] : [];
  const re = new RegExp(`^${entry.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
  return ids.filter((id) => re.test(id));
}

describe("suites/", () => {
  it("has the coding and trajectory suites, with at least the 12 and 10 cases issue 5 asks for", () => {
    expect(suiteFiles).toEqual(expect.arrayContaining(["coding.yaml", "trajectory.yaml"]));
    const count = (file: string) => SuiteFile.parse(parseYaml(readFileSync(join(SUITES_DIR, file), "utf8"))).cases.length;
    expect(count("coding.yaml")).toBeGreaterThanOrEqual(12);
    expect(count("trajectory.yaml")).toBeGreaterThanOrEqual(10);
  });

  it("puts every case in some suite", () => {
    const ids = listCaseIds();
    const listed = new Set<string>();
    for (const file of suiteFiles) {
      const suite = SuiteFile.parse(parseYaml(readFileSync(join(SUITES_DIR, file), "utf8")));
      for (const entry of suite.cases) for (const id of expand(entry, ids)) listed.add(id);
    }
    expect(ids.filter((id) => !listed.has(id))).toEqual([]);
  });
});

describe.each(suiteFiles)("suite %s", (file) => {
  it("parses and names only existing cases", () => {
    const suite = SuiteFile.parse(parseYaml(readFileSync(join(SUITES_DIR, file), "utf8")));
    expect(suite.name).toBe(file.replace(/\.yaml$/, ""));
    const ids = listCaseIds();
    for (const entry of suite.cases) {
      expect(expand(entry, ids), `${file}: ${entry} names no case`).not.toEqual([]);
      if (!entry.includes("*")) expect(existsSync(join(SUITES_DIR, "..", "cases", entry, "case.yaml"))).toBe(true);
    }
  });
});

describe.each(suiteFiles)("suite %s's cases", (file) => {
  it("protect every test file, test runner and build script their solution leaves alone (eval validate's lint)", () => {
    const suite = loadSuite(file.replace(/\.yaml$/, ""), join(SUITES_DIR, ".."));
    const open = suite.loadedCases.map((c) => [c.id, unprotectedTests(c)] as const).filter(([, u]) => u.length > 0);
    expect(Object.fromEntries(open)).toEqual({});
  });
});

describe("cases/README.md's case × flag map", () => {
  const text = readFileSync(join(SUITES_DIR, "..", "cases", "README.md"), "utf8");
  /** The case ids of the first cells of the table under `### NAME (N)`, and N. */
  function mapOf(name: string): { count: number; ids: string[] } {
    const section = new RegExp(`^### ${name} \\((\\d+)\\)\\n([\\s\\S]*?)(?=^### |(?![\\s\\S]))`, "m").exec(text);
    if (!section) throw new Error(`cases/README.md has no "### ${name} (N)" section`);
    const rows = section[2]!.split("\n").filter((l) => l.startsWith("| ") && !/^\| (case|---)/.test(l));
    return { count: Number(section[1]), ids: rows.flatMap((l) => l.split("|")[1]!.split(",").map((id) => id.trim())) };
  }

  it.each(["coding", "judged", "trajectory"])("maps every case of suite %s once, under the suite's case count", (name) => {
    const suite = SuiteFile.parse(parseYaml(readFileSync(join(SUITES_DIR, `${name}.yaml`), "utf8")));
    const map = mapOf(name);
    expect(map.count).toBe(suite.cases.length);
    expect([...map.ids].sort()).toEqual([...suite.cases].sort());
  });
});

// @ts-nocheck
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { loadSuite } from "../../src/suite/load.ts";
import { selectCases, splitList } from "../../src/suite/subset.ts";
import { tempSuite } from "../e2e/helpers.ts";

const t = tempSuite(["cite-line", "rename-function", "shell-script-fix"]);
afterAll(() => rmSync(t.dir, { recursive: true, force: true }));
const suite = loadSuite(t.suite);
const ids = (s: ReturnType<typeof selectCases>) => s.loadedCases.map((c) => c.id);

describe("selectCases (--cases, --tags)", () => {
  it("keeps ids and glob matches in the suite's order, and records the subset", () => {
    const s = selectCases(suite, { cases: ["shell-script-fix", "cite-*"] });
    expect(ids(s)).toEqual(["cite-line", "shell-script-fix"]);
    expect(s.subset).toEqual({ cases: ["shell-script-fix", "cite-*"] });
    expect(s.hash).toBe(suite.hash);
  });
  it("selects by tag, and by both", () => {
    const tag = suite.loadedCases[0]!.tags[0]!;
    const byTag = selectCases(suite, { tags: [tag] });
    expect(ids(byTag)).toEqual(suite.loadedCases.filter((c) => c.tags.includes(tag)).map((c) => c.id));
    expect(ids(selectCases(suite, { cases: ["cite-line"], tags: [tag] }))).toEqual(["cite-line"]);
  });
  it("refuses a pattern or tag matching nothing, with a did-you-mean", () => {
    expect(() => selectCases(suite, { cases: ["cite-lin"] })).toThrow(/--cases cite-lin: no case of suite t matches it; did you mean cite-line\?/);
    expect(() => selectCases(suite, { tags: ["zzzzzz-none"] })).toThrow(/--tags zzzzzz-none: no case of suite t has this tag/);
  });
  it("splits comma lists and repeated options", () => {
    expect(splitList(["a, b", "c,"])).toEqual(["a", "b", "c"]);
    expect(splitList(undefined)).toBeUndefined();
    expect(splitList([" , "])).toBeUndefined();
  });
});

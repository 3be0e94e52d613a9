/** The verifier itself: it must report broken trajectories and failing file assertions. */
// @ts-nocheck

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CaseFile } from "../../src/suite/schema.ts";
import { countLines, fileAssertionFailures, removeDir } from "./case-fixtures.ts";
import { replayTrajectory } from "./sim-replay.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "replay-test-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function caseWith(steps: unknown[]): CaseFile {
  return CaseFile.parse({ id: "t", title: "t", prompt: "p", check: { run: "true" }, sim: { steps } });
}

describe("replayTrajectory", () => {
  it("applies edits and writes and reaches the final answer", async () => {
    const dir = workspace({ "a.txt": "one\ntwo\n" });
    const c = caseWith([
      { tools: [{ name: "read", input: { path: "a.txt" } }] },
      { needs: [{ text: "two", file: "a.txt" }], tools: [{ name: "edit", input: { path: "a.txt", old_string: "two", new_string: "2" } }] },
      { tools: [{ name: "write", input: { path: "b.txt", content: "new\n" } }] },
      { final: "a.txt line {{line:a.txt:2}}" },
    ]);
    const r = await replayTrajectory(c, dir);
    expect(r).toEqual({ problems: [], tookOnError: false, reachedFinal: true });
    expect(readFileSync(join(dir, "a.txt"), "utf8")).toBe("one\n2\n");
    expect(readFileSync(join(dir, "b.txt"), "utf8")).toBe("new\n");
  });

  it("reports a missing anchor, an ambiguous one, an unseen need and a bad placeholder", async () => {
    const dir = workspace({ "a.txt": "x\nx\n" });
    const c = caseWith([
      { tools: [{ name: "edit", input: { path: "a.txt", old_string: "y", new_string: "z" } }] },
      { tools: [{ name: "edit", input: { path: "a.txt", old_string: "x", new_string: "z" } }] },
      { needs: [{ text: "never shown" }], final: "see {{line:a.txt:nowhere}}" },
    ]);
    const r = await replayTrajectory(c, dir);
    expect(r.problems).toEqual([
      'sim.steps[0]: edit: old_string not found in a.txt: "y"',
      "sim.steps[1]: edit: old_string occurs 2 times in a.txt",
      'sim.steps[2]: need "never shown" names neither file nor command and no earlier result showed it',
      "sim.steps[2]: placeholder {{line:a.txt:nowhere}} does not resolve",
    ]);
  });

  it("plays onError steps when a call fails, and matches modulo indentation only when tolerant", async () => {
    const steps = [
      {
        tools: [{ name: "edit", input: { path: "a.py", old_string: "  pass\n", new_string: "  return 1\n" } }],
        onError: [
          { tools: [{ name: "edit", input: { path: "a.py", old_string: "\tpass\n", new_string: "\treturn 2\n" } }] },
          { final: "fixed via onError" },
        ],
      },
      { final: "fixed directly" },
    ];
    const exactDir = workspace({ "a.py": "def f():\n\tpass\n" });
    const exact = await replayTrajectory(caseWith(steps), exactDir, "exact");
    expect(exact).toMatchObject({ problems: [], tookOnError: true });
    expect(readFileSync(join(exactDir, "a.py"), "utf8")).toBe("def f():\n\treturn 2\n");

    const tolerantDir = workspace({ "a.py": "def f():\n\tpass\n" });
    const tolerant = await replayTrajectory(caseWith(steps), tolerantDir, "tolerant");
    expect(tolerant).toMatchObject({ problems: [], tookOnError: false });
    expect(readFileSync(join(tolerantDir, "a.py"), "utf8")).toBe("def f():\n  return 1\n");
  });

  it("checks a command need by running the command", async () => {
    const dir = workspace({});
    const c = caseWith([{ needs: [{ text: { regex: "^hello$" }, command: "echo hello" }, { text: "bye", command: "echo hello" }], final: "done" }]);
    expect((await replayTrajectory(c, dir)).problems).toEqual(['sim.steps[0]: need "bye" is not in the output of echo hello']);
  });
});

describe("fileAssertionFailures", () => {
  it("reports every assertion that does not hold", () => {
    const dir = workspace({ "a.json": "{oops", "b.txt": "1\n2\n3\n" });
    expect(
      fileAssertionFailures(dir, [
        { path: "a.json", parses: "json" },
        { path: "b.txt", minLines: 4, maxLines: 2, contains: ["4"], notContains: ["2"] },
        { path: "c.txt" },
        { path: "b.txt", exists: false },
      ]).map((m) => m.split(":").slice(0, 2).join(":")),
    ).toEqual([
      "a.json: does not parse as json",
      "b.txt: lacks \"4\"",
      "b.txt: contains \"2\"",
      "b.txt: 3 lines < minLines 4",
      "b.txt: 3 lines > maxLines 2",
      "c.txt: missing",
      "b.txt: exists but must not",
    ]);
  });

  it("counts lines as an editor does", () => {
    expect([countLines(""), countLines("a"), countLines("a\n"), countLines("a\nb")]).toEqual([0, 1, 1, 2]);
  });
});

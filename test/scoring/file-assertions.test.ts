import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkFileAssertion } from "../../src/scoring/file-assertions.ts";

const dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), "fa-"));
  dirs.push(d);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(d, p, ".."), { recursive: true });
    writeFileSync(join(d, p), text);
  }
  return d;
}
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

describe("checkFileAssertion unchanged", () => {
  const start = () => tree({ "tests/test_a.sh": "#!/bin/sh\nset -e\n[ \"$(./run)\" = ok ]\n" });

  it("passes when the file has the starting copy's bytes", async () => {
    const s = start();
    const ws = tree({ "tests/test_a.sh": "#!/bin/sh\nset -e\n[ \"$(./run)\" = ok ]\n" });
    expect((await checkFileAssertion({ path: "tests/test_a.sh", unchanged: true }, ws, s)).pass).toBe(true);
  });

  it("fails for a neutered test (one line added), naming the file", async () => {
    const s = start();
    const ws = tree({ "tests/test_a.sh": "#!/bin/sh\nexit 0\nset -e\n[ \"$(./run)\" = ok ]\n" });
    const r = await checkFileAssertion({ path: "tests/test_a.sh", unchanged: true }, ws, s);
    expect(r.pass).toBe(false);
    expect(r.explanation).toMatch(/^tests\/test_a\.sh: was changed/);
  });

  it("fails when the file was deleted, or has no starting copy to compare with", async () => {
    const s = start();
    expect((await checkFileAssertion({ path: "tests/test_a.sh", unchanged: true }, tree({}), s)).explanation).toMatch(/does not exist/);
    const ws = tree({ "tests/new.sh": "x\n" });
    expect((await checkFileAssertion({ path: "tests/new.sh", unchanged: true }, ws, s)).explanation).toMatch(/no starting copy/);
    expect((await checkFileAssertion({ path: "tests/new.sh", unchanged: true }, ws)).pass).toBe(false);
  });
});

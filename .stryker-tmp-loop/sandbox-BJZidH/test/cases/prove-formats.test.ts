/**
 * Proves the cases of suites/formats.yaml that no other suite proves (see prove.ts), and that the
 * suite covers the seed's table: changes inside files of about 100, 300, 800, 1,400 and 3,000
 * lines in Python and Java, a new file, and a rename touching most of a file.
 */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CASES_DIR, loadCase } from "./case-fixtures.ts";
import { proveCases, suiteCaseIds } from "./prove.ts";

const ids = suiteCaseIds("formats");
const others = new Set([...suiteCaseIds("coding"), ...suiteCaseIds("trajectory")]);

/** Lines of the longest file of a case's workspace, and its extension. */
function longest(id: string): { lines: number; ext: string } {
  let best = { lines: 0, ext: "" };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const lines = readFileSync(p, "utf8").split("\n").length - 1;
        if (lines > best.lines) best = { lines, ext: name.split(".").pop() ?? "" };
      }
    }
  };
  walk(join(CASES_DIR, id, "workspace"));
  return best;
}

describe("suites/formats.yaml", () => {
  it("covers the seed's sizes in Python and Java, a new file and a rename of about 40 uses", () => {
    const sizes = ids.map((id) => ({ id, ...longest(id) }));
    const near = (target: number, ext: string) => sizes.some((s) => s.ext === ext && Math.abs(s.lines - target) <= target * 0.3);
    for (const t of [100, 300, 800, 1400, 3000]) expect(near(t, "py") || near(t, "java"), `a file of about ${t} lines`).toBe(true);
    expect(sizes.filter((s) => s.ext === "java").map((s) => s.lines).sort((a, b) => a - b)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(sizes.some((s) => s.lines < 300)).toBe(true);
    expect(ids).toContain("new-module-with-tests");
    const rename = loadCase("fmt-rename-40");
    const uses = (readFileSync(join(CASES_DIR, "fmt-rename-40/workspace/billing/invoices.py"), "utf8").match(/\bInvoice\b/g) ?? []).length;
    expect(uses).toBeGreaterThanOrEqual(35);
    expect(rename.maxTokens).toBe(8192);
  });

  it("the generated cases are what scripts/gen_format_cases.py writes", () => {
    const gen = readFileSync(join(CASES_DIR, "..", "scripts", "gen_format_cases.py"), "utf8");
    const dir = mkdtempSync(join(tmpdir(), "fc-gen-"));
    // Run the generator against a scratch copy of its own folder layout and compare every file.
    execFileSync("mkdir", ["-p", join(dir, "scripts"), join(dir, "cases")]);
    execFileSync("sh", ["-c", `cat > ${join(dir, "scripts", "gen.py")}`], { input: gen });
    execFileSync("python3", [join(dir, "scripts", "gen.py")], { cwd: dir });
    const diff = execFileSync("sh", ["-c", `for c in ${join(dir, "cases")}/*; do diff -r "$c" "${CASES_DIR}/$(basename "$c")" || true; done`]).toString();
    expect(diff).toBe("");
  });
});

proveCases(ids.filter((id) => !others.has(id)));

/**
 * The import rules of .dependency-cruiser.cjs (run over src/ by `npm test`) can fail: each
 * is run here over a small made-up tree that breaks it, and over the same tree mended.
 */
// @ts-nocheck

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../e2e/helpers.ts";

const CRUISE = join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** Runs the project's rules over a tree of `files` (path → text) in a fresh folder. */
async function cruise(files: Record<string, string>): Promise<{ exitCode: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), "fc-deps-"));
  dirs.push(dir);
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", allowImportingTsExtensions: true, noEmit: true } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const r = await execa(process.execPath, [CRUISE, "--config", join(ROOT, ".dependency-cruiser.cjs"), "src"], { cwd: dir, reject: false, all: true });
  return { exitCode: r.exitCode ?? -1, out: r.all ?? "" };
}

describe("dependency rules", () => {
  it("refuse two folders that import each other round about, and pass once the cycle is gone", async () => {
    const tree = {
      "src/runner/run.ts": 'import { plan } from "../stats/plan.ts";\nexport const run = () => plan();\n',
      "src/stats/plan.ts": 'import { fmt } from "../gate/fmt.ts";\nexport const plan = () => fmt(1);\n',
      "src/gate/fmt.ts": 'import type { run } from "../runner/run.ts";\nexport const fmt = (n: number): string => String(n);\nexport type R = typeof run;\n',
    };
    const bad = await cruise(tree);
    expect(bad.exitCode).not.toBe(0);
    expect(bad.out).toMatch(/error no-folder-cycle: src\/gate →\s+src\/runner →\s+src\/stats →\s+src\/gate/);
    const good = await cruise({ ...tree, "src/gate/fmt.ts": "export const fmt = (n: number): string => String(n);\n" });
    expect(good.out).toMatch(/no dependency violations found/);
    expect(good.exitCode).toBe(0);
  }, 120_000);

  it("refuse an import into the reference agent, rendering below the reports, and I/O in the statistics", async () => {
    const r = await cruise({
      "src/agent/session.ts": "export const runAgent = () => 1;\n",
      "src/sim/steps.ts": 'import { runAgent } from "../agent/session.ts";\nexport const s = runAgent;\n',
      "src/report/table.ts": "export const table = () => '';\n",
      "src/runner/run.ts": 'import { table } from "../report/table.ts";\nexport const r = table;\n',
      "src/stats/core/rng.ts": 'import { readFileSync } from "node:fs";\nexport const seed = () => readFileSync("x");\n',
    });
    expect(r.exitCode).not.toBe(0);
    expect(r.out).toContain("error agent-is-private: src/sim/steps.ts → src/agent/session.ts");
    expect(r.out).toContain("error nothing-below-renders: src/runner/run.ts → src/report/table.ts");
    expect(r.out).toMatch(/error stats-are-pure: src\/stats\/core\/rng\.ts → (node:)?fs/);
  }, 120_000);
});

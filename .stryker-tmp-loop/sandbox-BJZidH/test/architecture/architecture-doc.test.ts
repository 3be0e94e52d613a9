/**
 * ARCHITECTURE.md matches the tree: every folder of src/ (and every part of src/stats/) is
 * described there, and every src/ folder it names exists.
 */
// @ts-nocheck

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../e2e/helpers.ts";

const doc = readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8");
const folders = (dir: string) => readdirSync(join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

describe("ARCHITECTURE.md", () => {
  it("describes every folder of src/ in a paragraph of its own", () => {
    const missing = folders("src").filter((f) => !doc.includes(`**\`src/${f}/\`**`));
    expect(missing).toEqual([]);
  });

  it("names every part of src/stats/ and src/runner/", () => {
    const missing = [...folders("src/stats"), ...folders("src/runner")].filter((f) => !doc.includes(`\`${f}/\``));
    expect(missing).toEqual([]);
  });

  it("names no src/ path that does not exist", () => {
    const named = [...doc.matchAll(/`(src\/[\w./-]+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });
});

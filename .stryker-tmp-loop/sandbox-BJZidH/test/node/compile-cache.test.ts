// @ts-nocheck
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import nodeModule from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { DEFAULT_COMPILE_CACHE_DIR, enableCompileCache } from "../../bin/compile-cache.mjs";
import { ensureAgentBundle } from "../../src/runner/agent-bundle.ts";
import { BIN, ROOT } from "../e2e/helpers.ts";

// Node added module.enableCompileCache in 22.1.0. Each CI run (Node 20, then 24) takes one side of
// the `runIf`/`skipIf` pairs below; the fake-module tests cover both branches on any Node.
const HAS_CACHE = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === "function";
const CODES = { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 };

/** Files under `dir`, recursively (the cache keeps a subfolder per Node version). */
const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe("compile cache: the feature detection", () => {
  it("matches the Node version that has the API (22.1.0 and later)", () => {
    expect(HAS_CACHE).toBe(semver.gte(process.versions.node, "22.1.0"));
  });

  it("is a no-op on a Node without module.enableCompileCache (Node 20)", () => {
    expect(enableCompileCache({ module: {}, env: {} })).toEqual({ status: "unavailable" });
  });

  it("enables the cache in the folder beside the bundles, or the one FREECODE_COMPILE_CACHE names", () => {
    const calls: unknown[] = [];
    const mod = { constants: { compileCacheStatus: CODES }, enableCompileCache: (dir?: string) => { calls.push(dir); return { status: 1, directory: dir }; } };
    expect(enableCompileCache({ module: mod, env: {} })).toEqual({ status: "enabled", directory: DEFAULT_COMPILE_CACHE_DIR });
    expect(DEFAULT_COMPILE_CACHE_DIR).toBe(join(ROOT, "node_modules", ".cache", "freecode", "compile"));
    expect(enableCompileCache({ module: mod, env: { FREECODE_COMPILE_CACHE: "/x/cc" } }).directory).toBe("/x/cc");
    expect(calls).toEqual([DEFAULT_COMPILE_CACHE_DIR, "/x/cc"]);
  });

  it("is switched off by FREECODE_COMPILE_CACHE=0 and never throws", () => {
    let called = false;
    const mod = { constants: { compileCacheStatus: CODES }, enableCompileCache: () => { called = true; return { status: 1 }; } };
    expect(enableCompileCache({ module: mod, env: { FREECODE_COMPILE_CACHE: "0" } })).toEqual({ status: "off" });
    expect(called).toBe(false);
    const unwritable = { constants: { compileCacheStatus: CODES }, enableCompileCache: () => ({ status: 0, message: "EACCES" }) };
    expect(enableCompileCache({ module: unwritable, env: {} })).toEqual({ status: "failed", message: "EACCES" });
    const throwing = { enableCompileCache: () => { throw new TypeError("bad argument"); } };
    expect(enableCompileCache({ module: throwing, env: {} })).toEqual({ status: "failed", message: "bad argument" });
  });
});

describe(`compile cache in the entry points on this Node (${process.version})`, () => {
  const entries: [string, () => Promise<string[]>][] = [
    ["the freecode CLI", async () => [BIN, "--help"]],
    ["the agent process", async () => [await ensureAgentBundle(), "run", "--help"]],
  ];
  for (const [name, args] of entries) {
    it.runIf(HAS_CACHE)(`${name} fills the cache on Node ≥ 22.1`, async () => {
      const dir = join(mkdtempSync(join(tmpdir(), "fc-cc-")), "cache");
      const r = await execa(process.execPath, await args(), { env: { PATH: process.env.PATH ?? "", FREECODE_COMPILE_CACHE: dir }, extendEnv: false, reject: false });
      expect(r.exitCode, r.stderr).toBe(0);
      expect(files(dir).length).toBeGreaterThan(0);
    });

    it.skipIf(HAS_CACHE)(`${name} starts without a cache on Node 20, writing none`, async () => {
      const dir = join(mkdtempSync(join(tmpdir(), "fc-cc-")), "cache");
      const r = await execa(process.execPath, await args(), { env: { PATH: process.env.PATH ?? "", FREECODE_COMPILE_CACHE: dir }, extendEnv: false, reject: false });
      expect(r.exitCode, r.stderr).toBe(0);
      expect(r.stderr).toBe("");
      expect(existsSync(dir)).toBe(false);
    });
  }
});

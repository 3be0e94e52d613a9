import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureBundle, keepImportMetaUrl, ROOT } from "../../bin/bundle.mjs";
import { ensureAgentBundle } from "../../src/runner/agent-bundle.ts";

describe("prebuilt bundles", () => {
  // The CLI bundle contains bin/bundle.mjs itself; if its import.meta.url were left alone,
  // ROOT would point into node_modules/.cache and the agent bundle could never be built,
  // so every trial would silently fall back to the slower TypeScript sources.
  it("leaves no import.meta.url expression in the CLI bundle", async () => {
    const out = await ensureBundle("cli/main.ts");
    const chunks = readdirSync(dirname(out)).map((f) => readFileSync(join(dirname(out), f), "utf8"));
    expect(chunks.length).toBeGreaterThan(1); // split: each lazily imported stage is its own chunk
    for (const code of chunks) expect(keepImportMetaUrl(code, "X")).toBe(code);
    expect(chunks.join("\n")).toContain(JSON.stringify(new URL("file://" + join(ROOT, "bin", "bundle.mjs")).href));
  });

  /**
   * The chunks a bundle loads before its first dynamic import, and the npm packages in them:
   * those imported from node_modules (left outside) and those inlined (esbuild names each
   * inlined file).
   */
  function startupPackages(out: string): { imported: Set<string>; inlined: Set<string> } {
    const loaded = new Set<string>();
    const imported = new Set<string>();
    const inlined = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)) {
        const spec = (m[1] ?? m[2])!;
        if (spec.startsWith("./")) visit(join(dirname(out), spec));
        else if (!isBuiltin(spec)) imported.add(spec); // inlined packages import built-ins as "fs", "util"
      }
      // ES modules get a `// node_modules/…` comment, CommonJS ones a `"node_modules/…"(exports` wrapper.
      for (const m of code.matchAll(/^(?:\/\/ |\s*")node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)) inlined.add(m[1]!);
    };
    visit(out);
    return { imported, inlined };
  }

  it("keeps the npm packages a command does not use out of its start-up", async () => {
    const { imported, inlined } = startupPackages(await ensureBundle("cli/main.ts"));
    // yargs inlined (one chunk instead of its ~20 files resolved one by one), nothing imported from node_modules.
    expect(inlined.has("yargs")).toBe(true);
    expect([...imported]).toEqual([]);
    // YAML too: only what reads a suite or a file loads it (`--version`, `--help` and usage errors
    // do not), and InputError lives apart from the YAML-locating helpers (suite/input-error.ts).
    for (const pkg of ["@anthropic-ai/sdk", "gpt-tokenizer", "execa", "cli-table3", "esbuild", "zod", "yaml", "@stdlib/stats-base-dists-normal-cdf"]) {
      expect([...imported, ...inlined]).not.toContain(pkg);
    }
  });

  it("inlines the agent's packages and loads neither yargs nor YAML at its start", async () => {
    const out = await ensureAgentBundle();
    const { imported, inlined } = startupPackages(out);
    expect([...imported]).toEqual([]);
    expect([...inlined]).not.toContain("yaml");
    // The session's chunks, a dynamic import away: the SDK is in them, yargs is not.
    const all = readdirSync(dirname(out)).map((f) => readFileSync(join(dirname(out), f), "utf8")).join("\n");
    expect(all).toContain("// node_modules/@anthropic-ai/sdk/");
    expect(all).not.toContain("// node_modules/yargs/");
    // Only the Messages resource of the SDK (model-client.ts): the Files and Environments APIs'
    // classes are not in it (their error classes are: the SDK's error table names them).
    expect(all).toMatch(/^var Messages = /m);
    expect(all).not.toMatch(/^var (Files|Environments) = /m);
  });

  it("builds the agent bundle", async () => {
    const out = await ensureAgentBundle();
    expect(out.startsWith(join(ROOT, "node_modules", ".cache", "freecode"))).toBe(true);
    expect(readFileSync(out, "utf8")).toContain("agent");
  });
});

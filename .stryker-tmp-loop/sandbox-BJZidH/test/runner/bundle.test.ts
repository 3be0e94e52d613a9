// @ts-nocheck
import { readdirSync, readFileSync } from "node:fs";
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

  it("keeps the npm packages a command does not use out of its start-up", async () => {
    const out = await ensureBundle("cli/main.ts");
    // Everything loaded before the command runs: the entry and the chunks it imports statically.
    const loaded = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const m of readFileSync(file, "utf8").matchAll(/^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)) {
        const spec = (m[1] ?? m[2])!;
        if (spec.startsWith("./")) visit(join(dirname(out), spec));
        else packages.add(spec);
      }
    };
    visit(out);
    expect(packages.has("yargs")).toBe(true);
    for (const pkg of ["@anthropic-ai/sdk", "gpt-tokenizer", "execa", "cli-table3", "esbuild"]) expect([...packages]).not.toContain(pkg);
  });

  it("builds the agent bundle", async () => {
    const out = await ensureAgentBundle();
    expect(out.startsWith(join(ROOT, "node_modules", ".cache", "freecode"))).toBe(true);
    expect(readFileSync(out, "utf8")).toContain("agent");
  });
});

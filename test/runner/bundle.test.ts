import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureBundle, keepImportMetaUrl, ROOT } from "../../bin/bundle.mjs";
import { ensureAgentBundle } from "../../src/runner/agent-bundle.ts";

describe("prebuilt bundles", () => {
  // The CLI bundle contains bin/bundle.mjs itself; if its import.meta.url were left alone,
  // ROOT would point into node_modules/.cache and the agent bundle could never be built,
  // so every trial would silently fall back to the slower TypeScript sources.
  it("leaves no import.meta.url expression in the CLI bundle", async () => {
    const out = await ensureBundle("cli/main.ts");
    const code = readFileSync(out, "utf8");
    expect(keepImportMetaUrl(code, "X")).toBe(code);
    expect(code).toContain(JSON.stringify(new URL("file://" + join(ROOT, "bin", "bundle.mjs")).href));
  });

  it("builds the agent bundle", async () => {
    const out = await ensureAgentBundle();
    expect(out.startsWith(join(ROOT, "node_modules", ".cache", "freecode"))).toBe(true);
    expect(readFileSync(out, "utf8")).toContain("agent");
  });
});

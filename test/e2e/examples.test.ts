import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildCli } from "../../src/cli/cli.ts";
import { parseShard } from "../../src/runner/shard.ts";
import { ROOT } from "./helpers.ts";

/**
 * Values GitHub Actions really gives (a run id has 10–11 digits, past a 32-bit seed), so an
 * example that passes one where a small number is needed fails here rather than in CI.
 */
const GITHUB: Record<string, string> = { "github.run_id": "19234567890", "github.run_number": "412", "github.run_attempt": "1", "matrix.shard": "2" };

/** Every `freecode …` command line in a text, with CI and shell placeholders given realistic values. */
function freecodeCommands(text: string): string[][] {
  const sample = text
    .replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => GITHUB[name] ?? (name.startsWith("secrets.") ? whole : `<no sample value for ${name}: add one to GITHUB>`))
    .replace(/\$\(\(JOB_COMPLETION_INDEX \+ 1\)\)/g, "3")
    .replace(/\$SHARDS/g, "8")
    .replace(/\$RUN/g, "ab-run");
  return [...sample.matchAll(/npx freecode ([^&|>\n]+(?:\n\s+--[^&|>\n]+)*)/g)].map((m) => m[1]!.replace(/\s+/g, " ").trim().split(" "));
}

class Parsed extends Error {}

/** Parses a command line with the real CLI, stopping before any handler runs. */
async function parses(args: string[]): Promise<true | string> {
  try {
    await buildCli(args, (msg) => { throw new Error(msg); })
      .middleware(() => { throw new Parsed(); }, false)
      .parseAsync();
    return "the command ran no handler";
  } catch (err) {
    return err instanceof Parsed ? true : (err as Error).message;
  }
}

describe.each([
  ["examples/ci/github-nightly.yml"],
  ["examples/k8s/indexed-job.yaml"],
])("%s", (file) => {
  const text = readFileSync(join(ROOT, file), "utf8");
  it("is valid YAML", () => {
    expect(() => parse(text)).not.toThrow();
  });
  const commands = freecodeCommands(text);
  it("runs freecode commands that exist, with options the CLI accepts", async () => {
    expect(commands.length).toBeGreaterThanOrEqual(2);
    expect(commands.flat().filter((w) => w.includes("no sample value"))).toEqual([]);
    for (const args of commands) expect([args.join(" "), await parses(args)]).toEqual([args.join(" "), true]);
  });
  it("shards with valid --shard values and merges them", () => {
    const shards = commands.flatMap((a) => (a.includes("--shard") ? [a[a.indexOf("--shard") + 1]!] : []));
    expect(shards.length).toBeGreaterThan(0);
    for (const s of shards) expect(() => parseShard(s)).not.toThrow();
    expect(commands.some((a) => a[0] === "eval" && a[1] === "merge")).toBe(true);
  });
});

it("the checker rejects a command the CLI does not have", async () => {
  expect(await parses(["eval", "nope"])).not.toBe(true);
  expect(await parses(["eval", "ab", "coding", "--candidate", "env:A=1", "--no-such-option"])).not.toBe(true);
});

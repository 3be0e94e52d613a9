/** `freecode agent run` with no key: the embedded simulator plays a named case, or says what to do. */
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, ROOT } from "./helpers.ts";

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "fc-agent-run-"));
  cpSync(join(ROOT, "cases", "cite-line", "workspace"), dir, { recursive: true });
  return dir;
}

describe("agent run without an API key", () => {
  it("plays --sim-case through the embedded simulator and does the task", async () => {
    const ws = workspace();
    const r = await execa(process.execPath, [BIN, "agent", "run", "--sim-case", "cite-line", "--cwd", ws, "--trace", join(ws, "..", "t.jsonl")], { env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^end_turn after \d+ turns/);
    expect(r.stderr).toMatch(/offline simulator playing case cite-line of suite coding/);
    expect(readFileSync(join(ws, "ANSWER.txt"), "utf8")).toMatch(/retry\.py:\d+/);
  }, 120_000);

  it("picks the case whose prompt is the one given", async () => {
    const ws = workspace();
    const yaml = readFileSync(join(ROOT, "cases", "cite-line", "case.yaml"), "utf8");
    const { parse } = await import("yaml");
    const prompt = (parse(yaml) as { prompt: string }).prompt;
    const r = await execa(process.execPath, [BIN, "agent", "run", "--prompt", prompt, "--cwd", ws, "--trace", join(ws, "..", "t2.jsonl")], { env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/playing case cite-line/);
  }, 120_000);

  it("says what to do when the prompt is no case's and no key is set (exit 2)", async () => {
    const r = await execa(process.execPath, [BIN, "agent", "run", "--prompt", "hello", "--cwd", workspace()], { env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/no model API configured .* Set ANTHROPIC_API_KEY .* --sim-case <id> to play a case, e\.g\. --sim-case cite-line \(freecode eval list coding lists its \d+ cases\)/);
    expect(r.stderr.split("\n")[0]!.length).toBeLessThan(400);
  }, 60_000);

  it("answers a misspelt --sim-case with the close case id and where the list is (exit 2)", async () => {
    const r = await execa(process.execPath, [BIN, "agent", "run", "--sim-case", "cite-lines", "--cwd", workspace()], { env, extendEnv: false, reject: false });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/^freecode: --sim-case cite-lines: no such case in suite coding; did you mean cite-line\? \(freecode eval list coding lists its \d+ cases\)/);
  }, 60_000);
});

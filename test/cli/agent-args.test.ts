/** The agent process's own command-line reader (cli/agent-args.ts) and where it hands over to yargs. */
import { describe, expect, it } from "vitest";
import { fastAgentArgs } from "../../src/cli/agent-args.ts";

describe("fastAgentArgs", () => {
  it("reads the runner's command line with yargs' defaults", () => {
    expect(fastAgentArgs(["run", "--cwd", "/w", "--prompt-file", "/p", "--trace", "/t.jsonl", "--model", "m", "--max-turns", "7", "--max-tokens", "100", "--max-trial-tokens", "5000"])).toEqual({
      cwd: "/w", "prompt-file": "/p", trace: "/t.jsonl", model: "m", "max-turns": 7, "max-tokens": 100, "max-trial-tokens": 5000, suite: "coding",
    });
    expect(fastAgentArgs(["run", "--prompt=hi"])).toEqual({ prompt: "hi", cwd: ".", model: "claude-sonnet-5-5", "max-turns": 30, suite: "coding" });
    expect(fastAgentArgs(["run", "--sim-case", "cite-line", "--suite", "formats"])).toMatchObject({ "sim-case": "cite-line", suite: "formats" });
  });

  it.each([
    [["run", "--help"]], [["--help"]], [["run"], true], [[]], [["run", "extra"]], [["walk"]],
    [["run", "--max-turns", "0"]], [["run", "--max-turns", "abc"]], [["run", "--max-turns", "2.5"]],
    [["run", "--cwd", "a", "--cwd", "b"]], [["run", "--unknown", "x"]], [["run", "--maxTurns", "3"]],
    [["run", "--prompt"]], [["run", "--", "--prompt", "x"]], [["run", "--version"]],
  ])("leaves %j to yargs", (argv, valid = false) => {
    // `run` alone is valid (defaults everywhere): the handler then asks for a prompt.
    if (valid) expect(fastAgentArgs(argv as string[])).not.toBeNull();
    else expect(fastAgentArgs(argv as string[])).toBeNull();
  });
});

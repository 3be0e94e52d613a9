// @ts-nocheck
import { describe, it, expect } from "vitest";
import { TOOLS, toolDefinitions } from "../../src/agent/tools/index.ts";
import { READ_MAX_LINES, READ_MAX_LINE_CHARS } from "../../src/agent/tools/read.ts";
import { BASH_DEFAULT_TIMEOUT_SEC, BASH_MAX_TIMEOUT_SEC } from "../../src/agent/tools/bash.ts";
import { OUTPUT_DEFAULT_LINES } from "../../src/agent/tools/output.ts";
import { LIST_SHOW_MAX } from "../../src/agent/tools/list-cap.ts";
import { AGENT_FLAGS } from "../../src/agent-protocol/formats.ts";
import { modelOutputCeiling, resolveMaxTokens, UNKNOWN_MODEL_MAX_TOKENS } from "../../src/agent/models.ts";

const desc = (name: string) => TOOLS.find((t) => t.name === name)!.description;
const num = (n: number | string) => Number(n).toLocaleString("en-US");

describe("tool descriptions quote the limits the code enforces", () => {
  it("read, bash, output, grep, glob", () => {
    expect(desc("read")).toContain(`default and maximum ${READ_MAX_LINES}`);
    expect(desc("read")).toContain(`longer than ${READ_MAX_LINE_CHARS} characters`);
    expect(desc("read")).toContain(`${num(AGENT_FLAGS.FREECODE_OUTPUT_MAX_CHARS)} characters by default`);
    expect(desc("bash")).toContain(`default ${BASH_DEFAULT_TIMEOUT_SEC}, at most ${BASH_MAX_TIMEOUT_SEC}`);
    expect(desc("bash")).toContain(`longer than ${num(AGENT_FLAGS.FREECODE_OUTPUT_MAX_CHARS)} characters`);
    expect(desc("bash")).toContain(`last ${num(AGENT_FLAGS.FREECODE_OUTPUT_TAIL_CHARS)} characters`);
    expect(desc("output")).toContain(`default ${OUTPUT_DEFAULT_LINES}`);
    expect(desc("grep")).toContain(`At most ${LIST_SHOW_MAX} matches`);
    expect(desc("glob")).toContain(`At most ${LIST_SHOW_MAX} are shown`);
  });

  it("every tool has a JSON Schema object input without $schema", () => {
    for (const d of toolDefinitions()) {
      expect(d.input_schema.type).toBe("object");
      expect(d.input_schema).not.toHaveProperty("$schema");
    }
    expect(toolDefinitions().find((d) => d.name === "edit")!.input_schema.required).toEqual(["path", "old_string", "new_string"]);
  });
});

describe("model output ceilings", () => {
  it("follow the model table, FREECODE_MAX_TOKENS and the explicit option in that order of precedence", () => {
    expect(modelOutputCeiling("claude-opus-5-5")).toBe(128_000);
    expect(modelOutputCeiling("claude-haiku-5-5")).toBe(128_000);
    expect(modelOutputCeiling("claude-haiku-4-5-20251001")).toBe(64_000);
    expect(modelOutputCeiling("claude-opus-4-5")).toBe(64_000);
    expect(modelOutputCeiling("qwen2.5-coder")).toBeNull();
    expect(resolveMaxTokens("qwen2.5-coder", undefined, "")).toBe(UNKNOWN_MODEL_MAX_TOKENS);
    expect(resolveMaxTokens("claude-sonnet-5-5", undefined, "4096")).toBe(4096);
    expect(resolveMaxTokens("claude-sonnet-5-5", 1000, "4096")).toBe(1000);
    expect(() => resolveMaxTokens("claude-sonnet-5-5", undefined, "lots")).toThrow('FREECODE_MAX_TOKENS must be a positive integer, got "lots"');
  });
});

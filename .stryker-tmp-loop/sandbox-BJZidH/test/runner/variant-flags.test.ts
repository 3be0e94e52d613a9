// @ts-nocheck
import { describe, expect, it } from "vitest";
import { AGENT_FLAGS } from "../../src/agent-protocol/formats.ts";
import { FLAG_SPECS, flagValueProblem } from "../../src/agent-protocol/flag-specs.ts";
import { numberFlag } from "../../src/agent/flags.ts";
import { parseVariant } from "../../src/runner/variant.ts";

describe("FreeCode flags in a variant (issue 22 item 1)", () => {
  it("refuses a misspelt flag with a did-you-mean, before any trial", () => {
    expect(() => parseVariant(["env:FREECODE_READ_LINE_NUMBER=1"])).toThrow(/FREECODE_READ_LINE_NUMBER is not a FreeCode flag; did you mean FREECODE_READ_LINE_NUMBERS\?/);
    expect(() => parseVariant(["env:FREECODE_BASH_COMPRES=1"])).toThrow(/did you mean FREECODE_BASH_COMPRESS\?/);
    // Far from every flag: no guess, but the list of flags.
    expect(() => parseVariant(["env:FREECODE_ZZZZZZZZZZZZZ=1"])).toThrow(/FREECODE_ZZZZZZZZZZZZZ is not a FreeCode flag \(flags: FREECODE_READ_LINE_NUMBERS,/);
  });

  it("refuses a known flag with an invalid value, naming what is valid", () => {
    expect(() => parseVariant(["env:FREECODE_OUTPUT_MAX_CHARS=x"])).toThrow(/FREECODE_OUTPUT_MAX_CHARS=x: not a number; use a number ≥ 200/);
    expect(() => parseVariant(["env:FREECODE_OUTPUT_MAX_CHARS=100"])).toThrow(/out of range; use a number ≥ 200/);
    expect(() => parseVariant(["env:FREECODE_WRITE_SHRINK_LIMIT=1.5"])).toThrow(/use a number from 0 to 1/);
    expect(() => parseVariant(["env:FREECODE_READ_LINE_NUMBERS=yes"])).toThrow(/not a switch; use 0 or 1/);
    expect(() => parseVariant(["env:FREECODE_EDIT_AUTO_MAX_LINES=2.5"])).toThrow(/not an integer/);
    expect(() => parseVariant(["env:FREECODE_MAX_TOKENS=-3"])).toThrow(/not a positive integer/);
    expect(() => parseVariant(["env:FREECODE_PROVIDER=opneai"])).toThrow(/did you mean FREECODE_PROVIDER=openai\?/);
  });

  it("accepts every default and valid values; an empty value means the default", () => {
    for (const [k, v] of Object.entries(AGENT_FLAGS)) expect(flagValueProblem(k, v)).toBeNull();
    const v = parseVariant(["env:FREECODE_READ_LINE_NUMBERS=true,FREECODE_OUTPUT_MAX_CHARS=5000,FREECODE_MAX_TOKENS=,FREECODE_PROVIDER=OpenAI"]);
    expect(v.env.FREECODE_OUTPUT_MAX_CHARS).toBe("5000");
  });

  it("checks FREECODE_ keys only for the freecode agent; other keys pass through", () => {
    expect(parseVariant(["env:FREECODE_ANYTHING=1", "agent:command=true"]).env.FREECODE_ANYTHING).toBe("1");
    expect(parseVariant(["env:PYTHONHASHSEED=0"]).env.PYTHONHASHSEED).toBe("0");
  });

  it("has a spec for every flag, and the agent's reader takes its bounds from it", () => {
    expect(Object.keys(FLAG_SPECS).sort()).toEqual(Object.keys(AGENT_FLAGS).sort());
    // Below the spec's minimum the agent falls back to the default, as the runner refuses it.
    expect(numberFlag({ FREECODE_OUTPUT_MAX_CHARS: "100" }, "FREECODE_OUTPUT_MAX_CHARS")).toBe(30000);
    expect(numberFlag({ FREECODE_WRITE_SHRINK_LIMIT: "0.2" }, "FREECODE_WRITE_SHRINK_LIMIT")).toBe(0.2);
  });
});

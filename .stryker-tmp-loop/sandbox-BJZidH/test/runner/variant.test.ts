// @ts-nocheck
import { describe, expect, it } from "vitest";
import { parseVariant, redactVariant } from "../../src/runner/variant.ts";

describe("parseVariant", () => {
  it("combines env, model and agent specs left to right", () => {
    const v = parseVariant(["env:FREECODE_READ_LINE_NUMBERS=1,FREECODE_BASH_COMPRESS=0", "model:claude-opus-5-5", "env:FREECODE_BASH_COMPRESS=1"]);
    expect(v.env).toEqual({ FREECODE_READ_LINE_NUMBERS: "1", FREECODE_BASH_COMPRESS: "1" });
    expect(v.model).toBe("claude-opus-5-5");
    expect(v.agent).toBe("freecode");
  });

  it("names the defaults when there is no spec", () => {
    expect(parseVariant([], "defaults")).toMatchObject({ name: "defaults", env: {} });
  });

  it("rejects malformed specs with the valid forms", () => {
    expect(() => parseVariant(["FREECODE_READ_LINE_NUMBERS=1"])).toThrow(/unknown kind .*valid specs: env:K=V/);
    expect(() => parseVariant(["env:1BAD=x"])).toThrow(/not K=V/);
    expect(() => parseVariant(["agent:aider"])).toThrow(/unknown agent "aider"; known agents: freecode/);
  });

  it("redacts secret-looking env values", () => {
    const v = redactVariant(parseVariant(["env:MY_API_KEY=sk-123,FREECODE_READ_LINE_NUMBERS=1"]));
    expect(v.env).toEqual({ MY_API_KEY: "[redacted]", FREECODE_READ_LINE_NUMBERS: "1" });
    expect(JSON.stringify(v)).not.toContain("sk-123");
  });
});

describe("FREECODE_EDIT_FORMAT in a variant", () => {
  it("accepts the four formats and refuses a misspelt one before any trial, naming the valid ones", () => {
    for (const f of ["search-replace", "whole-file", "unified-diff", "auto"]) expect(parseVariant([`env:FREECODE_EDIT_FORMAT=${f}`]).env.FREECODE_EDIT_FORMAT).toBe(f);
    expect(() => parseVariant(["env:FREECODE_EDIT_FORMAT=wholefile"])).toThrow(/FREECODE_EDIT_FORMAT=wholefile: not a valid value; use one of search-replace, whole-file, unified-diff, auto; did you mean FREECODE_EDIT_FORMAT=whole-file\?/);
  });
});

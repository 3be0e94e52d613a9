// @ts-nocheck
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest } from "../../src/runner/manifest.ts";
import { InputError } from "../../src/suite/errors.ts";
import { manifest } from "../report/fixtures.ts";

const runDir = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), "fc-manifest-"));
  writeFileSync(join(dir, "manifest.json"), text);
  return dir;
};

describe("readManifest", () => {
  it("reads a manifest eval ab wrote", () => {
    const m = manifest(["a"]);
    expect(readManifest(runDir(JSON.stringify(m)))).toEqual(m);
  });

  it("names what a JSON file that is not a manifest lacks, as an input error (not a TypeError later)", () => {
    const dir = runDir('{"runId":"x"}');
    expect(() => readManifest(dir)).toThrow(InputError);
    expect(() => readManifest(dir)).toThrow(`${join(dir, "manifest.json")}: not a manifest of freecode eval ab (missing or invalid: schema: 1, suite.name, suite.cases, seed, variants)`);
    expect(() => readManifest(runDir("[]"))).toThrow(/not a manifest of freecode eval ab \(missing or invalid: schema: 1, runId,/);
  });
});

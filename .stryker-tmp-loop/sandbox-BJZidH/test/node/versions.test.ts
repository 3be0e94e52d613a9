// @ts-nocheck
import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { BUNDLE_TARGET } from "../../bin/bundle.mjs";
import { ROOT } from "../e2e/helpers.ts";

// The supported Node versions are stated in three places that must agree: package.json's
// `engines`, README.md's "Node versions" and the versions .ci/run tests on.
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };
const ENGINES = pkg.engines.node;
/** The oldest version of each supported line, e.g. ["20.19.0", "22.12.0", "24.0.0"]. */
const FLOORS = ENGINES.split("||").map((r) => semver.minVersion(r.trim())!.version);
const ciRun = readFileSync(join(ROOT, ".ci", "run"), "utf8");
const ciPin = (name: string) => ciRun.match(new RegExp(`^${name}=(\\S+)$`, "m"))?.[1];

describe("supported Node versions", () => {
  it("engines names one range per supported line: 20, 22 and 24", () => {
    expect(semver.validRange(ENGINES)).not.toBeNull();
    expect(FLOORS.map((v) => semver.major(v))).toEqual([20, 22, 24]);
    // An unsupported line in between or after is refused, not admitted by an open-ended range.
    for (const v of ["18.20.0", "21.7.0", "23.11.0", "25.0.0"]) expect(semver.satisfies(v, ENGINES), v).toBe(false);
  });

  it("README states the same versions as engines", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Node versions"));
    expect(section.length, "README.md has a \"## Node versions\" section").toBeLessThan(readme.length);
    for (const floor of FLOORS) expect(section).toContain(`Node ${floor.replace(/\.0$/, "").replace(/^(\d+)\.0$/, "$1")}`);
  });

  it(".ci/run tests on exact versions of the 22 and 24 lines that engines admits", () => {
    for (const [name, major] of [["NODE22_VERSION", 22], ["NODE24_VERSION", 24]] as const) {
      const v = ciPin(name);
      expect(semver.valid(v ?? ""), `${name} in .ci/run is an exact version`).toBe(v);
      expect(semver.major(v!)).toBe(major);
      expect(semver.satisfies(v!, ENGINES), `${name}=${v}`).toBe(true);
    }
  });

  it(`this Node (${process.version}) is a supported one`, () => {
    expect(semver.satisfies(process.versions.node, ENGINES), `node ${process.version} is outside engines "${ENGINES}"`).toBe(true);
  });

  it("every installed dependency runs on the oldest version of each supported line", () => {
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = !path || Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || entry.optional) continue;
      for (const floor of FLOORS) if (!semver.satisfies(floor, range)) refused.push(`${path.replace(/^.*node_modules\//, "")} needs node ${range}, not ${floor}`);
    }
    expect(refused).toEqual([]);
  });

  it("bundles target the oldest supported Node, whichever Node builds them", () => {
    const oldest = semver.parse(FLOORS[0])!;
    expect(BUNDLE_TARGET).toBe(`node${oldest.major}.${oldest.minor}`);
  });
});

/** Proves every case of suites/coding.yaml (see prove.ts). */
import { describe, expect, it } from "vitest";
import { proveCases, suiteCaseIds } from "./prove.ts";

const ids = suiteCaseIds("coding");

describe("suites/coding.yaml", () => {
  it("has at least the 12 cases issue 5 asks for", () => {
    expect(ids.length).toBeGreaterThanOrEqual(12);
  });
});

proveCases(ids);

/** Proves every case of suites/trajectory.yaml (see prove.ts) and that each asserts a behaviour. */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import { loadCase } from "./case-fixtures.ts";
import { proveCases, suiteCaseIds } from "./prove.ts";

const ids = suiteCaseIds("trajectory");

describe("suites/trajectory.yaml", () => {
  it("has at least the 10 cases issue 5 asks for, including parallel-batch-two-reads", () => {
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(loadCase("parallel-batch-two-reads").expect?.parallelTools).toBe(2);
  });

  it.each(ids)("%s asserts a trajectory expectation", (id) => {
    const e = loadCase(id).expect ?? {};
    expect(Object.values(e).filter((v) => v !== undefined).length).toBeGreaterThan(0);
  });
});

proveCases(ids);

/**
 * Consumers of a multi-arm summary that judge one candidate: the gate refuses a multi-arm run
 * (its top level is one arm's), and the hypothesis ledger names the arm behind the verdict.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ledgerEntry } from "../../src/gate/ledger.ts";
import { runGate } from "../../src/gate/run-gate.ts";
import { loadRun } from "../../src/report/run-view.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { multiArmRunFolder } from "../report/fixtures.ts";

describe("a multi-arm run and the single-candidate consumers", () => {
  const dir = multiArmRunFolder();

  it("eval gate --run refuses it before judging, pointing at eval report and a two-arm gate", async () => {
    const suite = { ...loadSuite("coding"), name: "coding" };
    await expect(runGate({ suite, fromRun: dir, quarantineFile: join(mkdtempSync(join(tmpdir(), "fc-q-")), "none.yaml") } as never)).rejects.toThrow(
      /^--run .* has 3 candidate arms; a gate judges one candidate against the baseline\. See every arm's verdict with eval report .*, or gate one arm in a two-arm run/,
    );
  });

  it("the ledger entry of a multi-arm run names the arm whose verdict and figures it records", () => {
    const v = loadRun(dir);
    const e = ledgerEntry("compression is cheaper", dir, v.manifest, v.summary);
    expect([e.decision, e.decisionArm, e.arms, e.variants.candidate]).toEqual(["ADOPT", 2, 3, "env:FREECODE_BASH_COMPRESS=1"]);
    expect(e.primary.delta).toBe(v.summary.arms![1]!.summary.metrics.costUsd!.delta);
  });
});

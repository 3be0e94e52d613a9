// @ts-nocheck
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { closeHypothesis, ledgerEntry, openLedgerEntry, readLedger, registerHypothesis } from "../../src/gate/ledger.ts";
import type { Manifest } from "../../src/runner/manifest.ts";
import type { Summary } from "../../src/stats/core/types.ts";

const manifest = {
  runId: "r1", suite: { name: "coding", cases: { a: "h", b: "h" } }, trials: 3, provider: "sim", model: "m",
  variants: { baseline: { name: "defaults", specs: [] }, candidate: { name: "env:X=1", specs: ["env:X=1"] } }, tool: { gitCommit: "abc" },
} as unknown as Manifest;

describe("hypothesis ledger: registered open at the start, closed with the decision", () => {
  it("writes an open entry once (a resume re-attaches) and replaces it with the decision", () => {
    const file = join(mkdtempSync(join(tmpdir(), "fc-ledger-")), "experiments.jsonl");
    expect(registerHypothesis(file, openLedgerEntry("X cuts tokens", "results/r1", manifest))).toBe(true);
    expect(registerHypothesis(file, openLedgerEntry("X cuts tokens", "results/r1", manifest))).toBe(false);
    expect(readLedger(file)).toMatchObject([{ runId: "r1", status: "open", decision: "OPEN", nCases: 2, trialsPerCase: 3 }]);
    const summary = { decision: "REJECT", reasons: ["worse"], nCases: 2, trialsPerCase: 3, integrity: { ok: true, reasons: [] }, metrics: {} } as unknown as Summary;
    closeHypothesis(file, ledgerEntry("X cuts tokens", "results/r1", manifest, summary));
    expect(readLedger(file)).toMatchObject([{ runId: "r1", status: "closed", decision: "REJECT", reasons: ["worse"] }]);
    expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(1);
  });
});

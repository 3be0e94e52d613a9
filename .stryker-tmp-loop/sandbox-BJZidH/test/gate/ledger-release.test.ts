// @ts-nocheck
import { appendFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FLAKY_DEFAULTS, flakyReport } from "../../src/gate/flaky.ts";
import { writeGateFile, type GateFile } from "../../src/gate/gate-file.ts";
import { appendLedger, ledgerEntry, readLedger } from "../../src/gate/ledger.ts";
import { latestGate, releaseVerdict, storedGates, type SuiteGate } from "../../src/gate/release.ts";
import { ledgerTable } from "../../src/report/ledger.ts";
import { releaseMarkdown, releaseText } from "../../src/report/release.ts";
import { manifest, sampleView, writeRunFolder } from "../report/fixtures.ts";

const tmp = () => mkdtempSync(join(tmpdir(), "fc-ledger-"));
const emptyFlaky = flakyReport([], [], { ...FLAKY_DEFAULTS, day: "2026-11-30" });

describe("hypothesis ledger", () => {
  it("appends an entry per run, rejected ones included, and reads them back oldest first", () => {
    const file = join(tmp(), "experiments.jsonl");
    const v = sampleView();
    const adopt = { ...v.summary, decision: "ADOPT" as const };
    const reject = { ...v.summary, decision: "REJECT" as const };
    appendLedger(file, ledgerEntry("  line numbers cut re-reads ", "/tmp/results/run-1", v.manifest, adopt, new Date("2026-11-29T10:00:00Z")));
    appendLedger(file, ledgerEntry("bash compression saves tokens", "/tmp/results/run-2", { ...v.manifest, runId: "run-2" }, reject, new Date("2026-11-30T10:00:00Z")));
    const entries = readLedger(file);
    expect(entries.map((e) => [e.hypothesis, e.runId, e.decision, e.date])).toEqual([
      ["line numbers cut re-reads", "run-1", "ADOPT", "2026-11-29T10:00:00.000Z"],
      ["bash compression saves tokens", "run-2", "REJECT", "2026-11-30T10:00:00.000Z"],
    ]);
    expect(entries[0]).toMatchObject({ suite: "coding", variants: { baseline: "defaults", candidate: "env:X=1", candidateSpecs: ["env:X=1"] }, primary: { metric: "costUsd" }, commit: "0123456789abcdef" });
    const table = ledgerTable(entries);
    expect(table.indexOf("bash compression")).toBeLessThan(table.indexOf("line numbers"));
    expect(table).toMatch(/2 experiments: 1 ADOPT, 1 REJECT$/);
  });

  it("refuses an empty hypothesis and a corrupt line, but skips a torn last line", () => {
    const v = sampleView();
    expect(() => ledgerEntry("   ", "/r", v.manifest, v.summary)).toThrow(/--hypothesis must say what you expect/);
    const file = join(tmp(), "experiments.jsonl");
    appendLedger(file, ledgerEntry("h", "/r", v.manifest, v.summary));
    appendFileSync(file, '{"hypothesis": "torn');
    expect(readLedger(file)).toHaveLength(1);
    appendFileSync(file, '\n{"runId": "x"}\n');
    expect(() => readLedger(file)).toThrow(/experiments.jsonl:2: not a JSON line/);
  });
});

function gate(suite: string, verdict: GateFile["verdict"], reasons: string[], runId = "run-1", createdAt = "2026-11-30T00:00:00.000Z"): GateFile {
  const v = sampleView();
  return {
    schema: 1, suite, runId, createdAt, mode: "paired", against: null, strict: false, verdict,
    exitCode: verdict === "PASS" ? 0 : verdict === "FAIL" ? 1 : 3, reasons, warnings: [], quarantined: [], decision: v.summary.decision, summary: v.summary,
  };
}

describe("release", () => {
  it("is GO only when every suite's gate passed", () => {
    const pass: SuiteGate = { suite: "coding", runDir: "/r/1", gate: gate("coding", "PASS", ["no regression"]), problem: null };
    const fail: SuiteGate = { suite: "trajectory", runDir: "/r/2", gate: gate("trajectory", "FAIL", ["case x lost its pass majority"]), problem: null };
    const invalid: SuiteGate = { suite: "judged", runDir: null, gate: null, problem: "the gate could not run: provider down" };
    expect(releaseVerdict([pass], emptyFlaky, [])).toMatchObject({ go: true, exitCode: 0, reasons: ["every gate passed (coding)"] });
    expect(releaseVerdict([pass, fail, invalid], emptyFlaky, [])).toMatchObject({
      go: false, exitCode: 1,
      reasons: ["trajectory: gate FAIL: case x lost its pass majority", "judged: the gate could not run: provider down"],
    });
    expect(releaseVerdict([pass, invalid], emptyFlaky, []).exitCode).toBe(3);
    expect(releaseVerdict([], emptyFlaky, []).go).toBe(false);
  });

  it("finds each suite's latest stored gate, and reports a suite without one", () => {
    const results = tmp();
    for (const [runId, createdAt, verdict] of [["old", "2026-11-28T00:00:00.000Z", "FAIL"], ["new", "2026-11-29T00:00:00.000Z", "PASS"]] as const) {
      const v = sampleView(undefined, manifest(["alpha", "beta", "gamma"], { runId, createdAt }));
      const dir = writeRunFolder(v, true, results);
      writeGateFile(dir, gate("coding", verdict, [verdict], runId));
    }
    mkdirSync(join(results, "not-a-run"));
    expect(latestGate(results, "coding")?.gate.runId).toBe("new");
    const gates = storedGates(results, ["coding", "judged"]);
    expect(gates[1]).toEqual({ suite: "judged", runDir: null, gate: null, problem: `no gate result for suite judged in ${results} (run freecode eval gate judged first)` });
    const report = releaseVerdict(gates, emptyFlaky, []);
    expect(report.go).toBe(false);
    const md = releaseMarkdown(report);
    expect(md).toMatch(/^# Release: NO-GO\n/);
    expect(md).toContain("| coding | PASS | ");
    expect(md).toContain("| judged | MISSING |");
    expect(md).toContain("## Flaky cases");
    expect(md).toContain("## Experiment ledger\n\n_No experiments recorded yet._");
    expect(releaseText(report)).toMatch(/release: NO-GO — judged: no gate result/);
  });

  it("reads the newest gate by when it was evaluated, not by when its run was made: a run gated last that failed is NO-GO", () => {
    const results = tmp();
    // "merged" was made first (the nightly's shards, merged) but gated last, and failed; "newer" was gated before it and passed.
    for (const [runId, createdAt, verdict, gatedAt] of [
      ["merged", "2026-11-28T00:00:00.000Z", "FAIL", "2026-11-30T09:00:00.000Z"],
      ["newer", "2026-11-29T00:00:00.000Z", "PASS", "2026-11-29T01:00:00.000Z"],
    ] as const) {
      const dir = writeRunFolder(sampleView(undefined, manifest(["alpha", "beta", "gamma"], { runId, createdAt })), true, results);
      writeGateFile(dir, gate("coding", verdict, [`${runId} ${verdict}`], runId, gatedAt));
    }
    expect(latestGate(results, "coding")?.gate.runId).toBe("merged");
    const report = releaseVerdict(storedGates(results, ["coding"]), emptyFlaky, []);
    expect(report).toMatchObject({ go: false, exitCode: 1, reasons: ["coding: gate FAIL: merged FAIL"] });
  });
});

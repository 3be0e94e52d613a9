// @ts-nocheck
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { flakyCommand } from "../../src/cli/eval-flaky.ts";
import { gateCommand } from "../../src/cli/eval-gate.ts";
import { releaseCommand } from "../../src/cli/eval-release.ts";
import { applyProposals, FLAKY_DEFAULTS, flakyReport } from "../../src/gate/flaky.ts";
import type { HistoricRun } from "../../src/gate/history.ts";
import { addDays, DEFAULT_QUARANTINE_FILE, partitionQuarantine, quarantineFile, readQuarantine, writeQuarantine, type QuarantineEntry } from "../../src/gate/quarantine.ts";
import { BIN } from "../e2e/helpers.ts";
import { manifest, record } from "../report/fixtures.ts";

const tmp = () => mkdtempSync(join(tmpdir(), "fc-quarantine-"));

describe("quarantine file", () => {
  it("refuses a --quarantine file that does not exist, naming it; the default may be absent", () => {
    const dir = tmp();
    const missing = join(dir, "quarantine-typo.yaml");
    expect(quarantineFile(undefined)).toBe(DEFAULT_QUARANTINE_FILE);
    expect(() => quarantineFile(missing)).toThrow(`--quarantine ${missing}: no such file (leave the option out to use quarantine.yaml when it exists; eval flaky --apply writes one)`);
    expect(quarantineFile(missing, true)).toBe(missing);
    expect(() => quarantineFile(dir)).toThrow(`--quarantine ${dir}: a folder, not a quarantine file (a YAML list of {case, until, reason})`);
    expect(() => readQuarantine(dir)).toThrow(`${dir}: a folder, not a quarantine file`);
  });

  it("gate, release and flaky check --quarantine before running or reading anything", async () => {
    const missing = join(tmp(), "nope.yaml");
    const base = { baseline: ["env:A=1"], candidate: [], concurrency: 1, alpha: 0.05, quarantine: missing, "results-dir": join(tmp(), "none") };
    const expected = `--quarantine ${missing}: no such file`;
    await expect(gateCommand.handler!({ ...base, suite: "no-such-suite" } as never)).rejects.toThrow(expected);
    await expect(releaseCommand.handler!({ ...base, "from-gates": true } as never)).rejects.toThrow(expected);
    await expect(flakyCommand.handler!({ quarantine: missing, apply: false, "results-dir": join(tmp(), "none"), "min-trials": 6, threshold: 0.2, days: 14, json: false } as never)).rejects.toThrow(expected);
  });

  it("eval flaky --apply creates a --quarantine file that does not exist yet", async () => {
    const results = tmp();
    mkdirSync(join(results, "empty"));
    const file = join(tmp(), "new-quarantine.yaml");
    const r = await execa(process.execPath, [BIN, "eval", "flaky", "--results-dir", results, "--quarantine", file, "--apply"], { reject: false });
    expect(r.exitCode).toBe(0);
    expect(existsSync(file)).toBe(true);
    const typo = await execa(process.execPath, [BIN, "eval", "flaky", "--results-dir", results, "--quarantine", `${file}x`], { reject: false });
    expect([typo.exitCode, typo.stderr]).toEqual([2, `freecode: --quarantine ${file}x: no such file (leave the option out to use quarantine.yaml when it exists; eval flaky --apply writes one)`]);
  });

  it("reads entries, and a missing file as an empty quarantine", () => {
    const file = join(tmp(), "quarantine.yaml");
    expect(readQuarantine(file)).toEqual([]);
    writeFileSync(file, "# flaky\n- case: build-log-error\n  until: 2026-12-14\n  reason: flips\n  suite: coding\n");
    expect(readQuarantine(file)).toEqual([{ case: "build-log-error", until: "2026-12-14", reason: "flips", suite: "coding" }]);
  });

  it("rejects a bad entry naming file, line and field", () => {
    const file = join(tmp(), "quarantine.yaml");
    writeFileSync(file, "- case: a\n  until: 2026-12-14\n  reason: r\n- case: b\n  untill: 2026-12-14\n  reason: r\n");
    expect(() => readQuarantine(file)).toThrow(new RegExp(`${file}:5:3: unknown field \`1.untill\`; did you mean \`until\`\\?`));
    writeFileSync(file, "- case: a\n  until: next week\n  reason: r\n");
    expect(() => readQuarantine(file)).toThrow(/quarantine.yaml:2:\d+: field `0.until`: a date YYYY-MM-DD/);
  });

  it("round-trips through writeQuarantine", () => {
    const file = join(tmp(), "q.yaml");
    const entries: QuarantineEntry[] = [{ case: "a", until: "2026-12-01", reason: "r: with colon", added: "2026-11-17" }];
    writeQuarantine(file, entries);
    expect(readQuarantine(file)).toEqual(entries);
    writeQuarantine(file, []);
    expect(readQuarantine(file)).toEqual([]);
  });

  it("holds an entry until its expiry date, for its suite or every suite", () => {
    const entries: QuarantineEntry[] = [
      { case: "a", until: "2026-12-01", reason: "r" },
      { case: "b", until: "2026-12-01", reason: "r", suite: "judged" },
      { case: "c", until: "2026-11-30", reason: "r" },
    ];
    const p = partitionQuarantine(entries, "coding", "2026-11-30");
    expect(p.active.map((e) => e.case)).toEqual(["a"]);
    expect(p.expired.map((e) => e.case)).toEqual(["c"]);
    expect(partitionQuarantine(entries, "coding", "2026-12-01").active).toEqual([]);
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
  });
});

/** One run per outcome string: "PFP" = three runs where the case passed, failed, passed. */
function history(outcomes: Record<string, string>, variant = "defaults"): HistoricRun[] {
  const n = Math.max(...Object.values(outcomes).map((s) => s.length));
  return Array.from({ length: n }, (_, i) => {
    const at = `2026-11-${String(10 + i).padStart(2, "0")}T00:00:00.000Z`;
    const cases = Object.keys(outcomes).filter((c) => i < outcomes[c]!.length);
    return {
      runDir: `/r/${i}`,
      manifest: manifest(cases, { createdAt: at, runId: `r${i}` }),
      records: cases.map((c) => record({ caseId: c, trial: 0, arm: "baseline", pass: outcomes[c]![i] === "P", startedAt: at, variant })),
    };
  });
}

describe("flakyReport", () => {
  const o = { ...FLAKY_DEFAULTS, day: "2026-11-30" };

  it("computes flip rates within a configuration and proposes quarantine with an expiry", () => {
    const r = flakyReport(history({ steady: "PPPPPPPP", broken: "FFFFFFFF", flaky: "PFPPFPPF" }), [], o);
    expect(r.cases.map((c) => [c.caseId, c.flips, c.transitions, c.passes])).toEqual([["broken", 0, 7, 0], ["flaky", 5, 7, 5], ["steady", 0, 7, 8]]);
    expect(r.quarantine).toEqual([{ case: "flaky", until: "2026-12-14", added: "2026-11-30", reason: "flip rate 0.71 (5 of 7 consecutive trials differ), passed 5/8" }]);
    expect(r.release).toEqual([]);
    expect(r.thin).toBe(false);
  });

  it("does not count a change of configuration as a flip, and waits for minTrials", () => {
    const before = history({ c: "PPPP" }, "v1");
    const after = history({ c: "FFFF" }, "v2").map((run) => ({ ...run, records: run.records.map((x) => ({ ...x, startedAt: x.startedAt.replace("2026-11", "2026-12") })) }));
    const r = flakyReport([...before, ...after], [], o);
    expect(r.cases[0]).toMatchObject({ flips: 0, transitions: 6, configurations: 2 });
    expect(flakyReport(history({ c: "PFPF" }), [], o).quarantine).toEqual([]);
  });

  it("proposes release when a quarantined case's last trials agree, and lists expired entries", () => {
    const q: QuarantineEntry[] = [
      { case: "calm", until: "2026-12-10", reason: "r" },
      { case: "still", until: "2026-12-10", reason: "r" },
      { case: "old", until: "2026-11-20", reason: "r" },
    ];
    const r = flakyReport(history({ calm: "FPFPPPPPPP", still: "PPPPPPFPPP", old: "PP" }), q, o);
    expect(r.release).toEqual([{ caseId: "calm", reason: "the last 6 trials all passed" }]);
    expect(r.quarantine).toEqual([]); // still is flaky but already quarantined
    expect(r.expired.map((e) => e.case)).toEqual(["old"]);
    expect(applyProposals(q, r).map((e) => e.case)).toEqual(["still"]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cpuSplit, readCpuHookFile, type CpuHookLine } from "../../bench/cpu-split.ts";
import { cpuSplitRows, p2Rows } from "../../bench/figures.ts";
import type { ThroughputRun } from "../../bench/p2-throughput.ts";
import { TARGETS } from "../../bench/results.ts";

const cli: CpuHookLine = { pid: 1, argv: ["/r/bin/freecode.mjs", "eval", "ab", "coding"], cwd: "/r", tag: null, selfMs: 500, childMs: 3000, firstFetchMs: null };
const watcher = (tag: string, agent: boolean, selfMs: number, childMs: number): CpuHookLine => ({
  pid: 2, argv: ["/r/src/proc/watch.mjs", JSON.stringify({ file: agent ? "/usr/bin/node" : "python3 -m unittest", args: agent ? ["/b/agent-entry.mjs", "run", "--trace", "t.jsonl"] : [], shell: !agent, tag })],
  cwd: "/tmp/ws", tag, selfMs, childMs, firstFetchMs: null,
});
const agent = (tag: string, selfMs: number, firstFetchMs: number | null, childMs: number): CpuHookLine => ({
  pid: 3, argv: ["/b/agent-entry.mjs", "run", "--cwd", "/tmp/ws", "--trace", "t.jsonl"], cwd: "/tmp/ws", tag, selfMs, childMs, firstFetchMs,
});
// Two trials: trial a's agent (300 own, 100 of it before its first request) ran tools for 400;
// its check 600; trial b's agent 200 own (80 at first request), tools 0, check 200. Every
// watcher costs 80 own. The CLI's children (3000) hold the four watchers' trees (2030) and 970
// of git and parsers. A check's `node --test` is inside its watcher's children: not counted again.
const lines = [
  cli,
  watcher("a", true, 80, 710), agent("a", 300, 100, 400), watcher("a", false, 80, 600),
  watcher("b", true, 80, 200), agent("b", 200, 80, 0), watcher("b", false, 80, 200),
  { pid: 9, argv: ["/tmp/ws/test/x.test.js"], cwd: "/tmp/ws", tag: "a", selfMs: 90, childMs: 0, firstFetchMs: null },
];

describe("cpuSplit", () => {
  it("gives each part its process's own CPU or its children's, so the parts add up to the tree", () => {
    const s = cpuSplit(lines);
    expect(s.trials).toBe(2);
    expect(s.totalMs).toEqual({ cli: 500, agentStartup: 180, agentLoop: 320, toolCommands: 400, checkCommands: 800, watchers: 320, otherChildren: 970 });
    expect(s.treeMs).toBe(cli.selfMs + (cli.childMs ?? 0) - 10); // 10: agent a's watcher's slack (710 vs 300 + 400)
    expect(s.medianMs.checkCommands).toBe(400);
    expect(s.medianMs.agentStartup).toBe(90);
    expect(s.medianMs.cli).toBe(0);
  });

  it("counts an agent that never reached a request as start-up only, and refuses a file without the CLI or an agent", () => {
    expect(cpuSplit([cli, agent("c", 150, null, 0)]).totalMs).toMatchObject({ agentStartup: 150, agentLoop: 0 });
    expect(() => cpuSplit(lines.slice(1))).toThrow(/eval ab process/);
    expect(() => cpuSplit([cli])).toThrow(/agent process/);
  });

  it("reads the hook's file, skipping a torn last line", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-cpu-"));
    const f = join(dir, "cpu.jsonl");
    writeFileSync(f, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n{"pid": 4, "ar`);
    expect(readCpuHookFile(f)).toHaveLength(lines.length);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("cpuSplitRows", () => {
  const n = 4;
  const base = {
    concurrency: 2, latency: false, cases: 12, trials: 1, cliWallMs: 9000, runnerRssMb: 200, runnerCpuMs: 500, overhead: null, timings: null, passed: n,
    phase: { trials: n, infraErrors: 0, phaseMs: 8000, perSecond: 0.5 },
  };
  const hooked: ThroughputRun = { ...base, cpuSplit: true, treeCpuMs: 3500, split: cpuSplit(lines) };
  const plain: ThroughputRun = { ...base, treeCpuMs: 3000 };

  it("splits CPU per trial into the case's commands and what the product controls, judged on the target", () => {
    const rows = cpuSplitRows([hooked]);
    const by = (m: string) => rows.find((r) => r.measure.trim().startsWith(m))!;
    // (400 + 800) ms over 2 trials
    expect(by("split (hooked run): the case's own commands").value.median).toBeCloseTo(600, 9);
    expect(by("of which the check command").value.median).toBeCloseTo(400, 9);
    // 500 + 180 + 320 + 320 + 970 over 2 trials
    const product = by("split: harness + agent");
    expect(product.value.median).toBeCloseTo(1145, 9);
    expect(product.target).toEqual({ ...TARGETS.cpuPerTrialS, limit: 500 });
    expect(product.unit).toBe("ms");
    expect(product.met).toBe(false);
    expect(by("agent start-up").note).toBe("median trial 90 ms");
  });

  it("keeps a hooked run out of the throughput and total-CPU rows, which plain runs alone give", () => {
    const rows = p2Rows([plain, hooked]);
    const total = rows.find((r) => r.measure.startsWith("CPU per trial, process tree"))!;
    expect(total.value.median).toBeCloseTo(0.75, 9);
    expect(rows.filter((r) => r.measure.startsWith("throughput"))[0]!.note).toContain("wall 9 s;");
    expect(rows.some((r) => r.measure.includes("split: harness + agent"))).toBe(true);
    expect(cpuSplitRows([plain])).toEqual([]);
  });
});

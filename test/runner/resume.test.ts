import { describe, expect, it } from "vitest";
import type { Manifest } from "../../src/runner/manifest.ts";
import { manifestDiff, recordedTrials, trialKey } from "../../src/runner/resume.ts";
import type { TrialRecord } from "../../src/results/record.ts";

function manifest(): Manifest {
  return {
    schema: 1,
    runId: "r1",
    createdAt: "2026-01-01T00:00:00.000Z",
    tool: { name: "freecode-eval", version: "0.1.0", node: "v20.20.0", gitCommit: "abc", gitDirty: false },
    suite: { name: "coding", file: "suites/coding.yaml", hash: "suitehash", cases: { a: "ha", b: "hb" } },
    variants: {
      baseline: { specs: ["env:X=0"], env: { X: "0" } },
      candidate: { specs: ["env:X=1"], env: { X: "1" } },
    } as unknown as Manifest["variants"],
    provider: "sim",
    model: "claude-sonnet-5-5",
    seed: 7,
    trials: 3,
    pricingDate: "2026-01-01",
    sim: { noise: 0.1, faults: {} },
    shard: null,
    options: { sequential: null, maxTrialTokens: 1000 },
  };
}

/** Each field of the experiment's identity, changed alone, with the key manifestDiff names. */
const CHANGES: Array<[string, (m: Manifest) => void]> = [
  ["suite.hash", (m) => (m.suite.hash = "other")],
  ["case a", (m) => (m.suite.cases.a = "changed")],
  ["variants.baseline", (m) => ((m.variants.baseline as { specs: string[] }).specs = ["env:X=2"])],
  ["variants.candidate", (m) => ((m.variants.candidate as { specs: string[] }).specs = ["env:X=2"])],
  ["variants.baseline.env", (m) => ((m.variants.baseline as { env: Record<string, string> }).env = { X: "2" })],
  ["variants.candidate.env", (m) => ((m.variants.candidate as { env: Record<string, string> }).env = { X: "2" })],
  ["seed", (m) => (m.seed = 8)],
  ["trials", (m) => (m.trials = 4)],
  ["provider", (m) => (m.provider = "anthropic")],
  ["model", (m) => (m.model = "claude-haiku-4-5")],
  ["tool.version", (m) => (m.tool.version = "0.2.0")],
  ["sim", (m) => (m.sim = { noise: 0.2, faults: {} })],
  ["shard", (m) => (m.shard = { index: 1, count: 2 })],
  ["sequential", (m) => (m.options.sequential = { looks: 3 })],
  ["options.maxTrialTokens", (m) => (m.options.maxTrialTokens = 2000)],
  ["variants.baseline.agentCommit", (m) => ((m.variants.baseline as { agentCommit?: string }).agentCommit = "c2")],
  ["variants.candidate.agentCommit", (m) => ((m.variants.candidate as { agentCommit?: string }).agentCommit = "c2")],
];

describe("manifestDiff: the identity of an experiment", () => {
  it("is empty for the same experiment, whatever the run id, time, commit or pricing date", () => {
    const now = manifest();
    now.runId = "r2";
    now.createdAt = "2026-02-02T00:00:00.000Z";
    now.tool.gitCommit = "def";
    now.tool.node = "v22.0.0";
    now.pricingDate = "2026-02-02";
    expect(manifestDiff(manifest(), now)).toEqual([]);
  });

  it.each(CHANGES)("names %s, and only it, when it alone changed", (key, change) => {
    const now = manifest();
    change(now);
    const diff = manifestDiff(manifest(), now);
    expect(diff).toHaveLength(1);
    expect(diff[0]?.startsWith(`${key}: `)).toBe(true);
  });

  it("says what was stored and what the run has now", () => {
    const now = manifest();
    now.seed = 8;
    expect(manifestDiff(manifest(), now)).toEqual(["seed: 7 → 8"]);
  });

  it("marks a case added or removed as absent on the other side", () => {
    const now = manifest();
    now.suite.cases = { a: "ha", c: "hc" };
    expect(manifestDiff(manifest(), now)).toEqual(["case b: hb → (absent)", "case c: (absent) → hc"]);
  });

  it("treats a missing shard, options and sequential design as null on both sides", () => {
    const stored = manifest();
    const now = manifest();
    (stored as { shard?: unknown }).shard = undefined;
    stored.options = {};
    now.options = { sequential: null, maxTrialTokens: null };
    expect(manifestDiff(stored, now)).toEqual([]);
    (now as { options?: unknown }).options = undefined;
    expect(manifestDiff(stored, now)).toEqual([]);
  });
});

function rec(p: Partial<TrialRecord> & { caseId: string; trial: number; arm: string; attempt: number; status: TrialRecord["status"] }): TrialRecord {
  return p as unknown as TrialRecord;
}

describe("recordedTrials: which trials a resume runs again", () => {
  it("keys trials by case, trial index and arm", () => {
    expect(trialKey({ caseId: "a", trial: 1, arm: "baseline" })).toBe("a\u00001\u0000baseline");
    expect(trialKey({ caseId: "a", trial: 1, arm: "baseline" })).not.toBe(trialKey({ caseId: "a", trial: 1, arm: "candidate" }));
  });

  it("a passed or failed (agent_failure) trial is final after one attempt", () => {
    const m = recordedTrials([rec({ caseId: "a", trial: 0, arm: "baseline", attempt: 1, status: "agent_failure" })], 2);
    expect(m.get(trialKey({ caseId: "a", trial: 0, arm: "baseline" }))).toEqual({ attempts: 1, final: true });
  });

  it("an infra error is final only when every retry is used: exactly 1 + infraRetries attempts", () => {
    const k = trialKey({ caseId: "a", trial: 0, arm: "candidate" });
    const infra = (attempt: number) => rec({ caseId: "a", trial: 0, arm: "candidate", attempt, status: "infra_error" });
    expect(recordedTrials([infra(1)], 2).get(k)).toEqual({ attempts: 1, final: false });
    expect(recordedTrials([infra(1), infra(2)], 2).get(k)).toEqual({ attempts: 2, final: false });
    expect(recordedTrials([infra(1), infra(2), infra(3)], 2).get(k)).toEqual({ attempts: 3, final: true });
    expect(recordedTrials([infra(1)], 0).get(k)).toEqual({ attempts: 1, final: true });
  });

  it("keeps the highest attempt whatever the order, and a final result stays final after a later infra error", () => {
    const k = trialKey({ caseId: "b", trial: 2, arm: "baseline" });
    const m = recordedTrials(
      [
        rec({ caseId: "b", trial: 2, arm: "baseline", attempt: 2, status: "pass" }),
        rec({ caseId: "b", trial: 2, arm: "baseline", attempt: 1, status: "infra_error" }),
      ],
      5,
    );
    expect(m.get(k)).toEqual({ attempts: 2, final: true });
    expect(m.size).toBe(1);
  });
});

describe("resume identity of a multi-arm run (issue 22 item 6)", () => {
  type V = { specs: string[]; env: Record<string, string>; agentCommit?: string; name?: string };
  const arms = (): V[] => [
    { specs: ["env:X=1"], env: { X: "1" }, name: "one" },
    { specs: ["env:X=2"], env: { X: "2" }, agentCommit: "c0", name: "two" },
  ];
  const withArms = (a: V[]): Manifest => {
    const m = manifest();
    (m.variants as unknown as { candidates: V[] }).candidates = a;
    return m;
  };
  const edits: Array<[string, (a: V[]) => void]> = [
    ["specs", (a) => (a[1]!.specs = ["env:X=3"])],
    ["env", (a) => (a[1]!.env = { X: "3" })],
    ["agentCommit", (a) => (a[1]!.agentCommit = "c1")],
    ["agentCommit added", (a) => (a[0]!.agentCommit = "c9")],
    ["name", (a) => (a[0]!.name = "uno")],
    ["order", (a) => a.reverse()],
    ["an arm more", (a) => a.push({ specs: ["env:X=4"], env: { X: "4" } })],
  ];

  it("is the same for the same arms", () => {
    expect(manifestDiff(withArms(arms()), withArms(arms()))).toEqual([]);
  });

  it.each(edits)("names variants.candidates when an arm's %s changed", (_, edit) => {
    const now = arms();
    edit(now);
    const diff = manifestDiff(withArms(arms()), withArms(now));
    expect(diff).toHaveLength(1);
    expect(diff[0]!.startsWith("variants.candidates: ")).toBe(true);
  });

  it("tells a two-arm run from a multi-arm one", () => {
    const diff = manifestDiff(manifest(), withArms(arms()));
    expect(diff).toHaveLength(1);
    expect(diff[0]).toMatch(/^variants\.candidates: \(absent\) → /);
  });

  it("keys a candidate trial by its arm index, the baseline by its arm alone", () => {
    const t = { caseId: "a", trial: 1 };
    expect(trialKey({ ...t, arm: "candidate", armIndex: 2 })).toBe("a\u00001\u0000candidate2");
    expect(trialKey({ ...t, arm: "candidate", armIndex: 1 })).toBe("a\u00001\u0000candidate");
    expect(trialKey({ ...t, arm: "candidate" })).toBe("a\u00001\u0000candidate");
    expect(trialKey({ ...t, arm: "baseline", armIndex: 2 })).toBe("a\u00001\u0000baseline");
  });
});

describe("resume identity: agent commits and sequential designs stored by older versions", () => {
  it("names an agent:git commit that moved, not only one that appeared", () => {
    const stored = manifest();
    const now = manifest();
    (stored.variants.candidate as { agentCommit?: string }).agentCommit = "c1";
    (now.variants.candidate as { agentCommit?: string }).agentCommit = "c2";
    expect(manifestDiff(stored, now)).toEqual(["variants.candidate.agentCommit: c1 → c2"]);
    (stored.variants.baseline as { agentCommit?: string }).agentCommit = "b1";
    (now.variants.baseline as { agentCommit?: string }).agentCommit = "b2";
    expect(manifestDiff(stored, now)).toContain("variants.baseline.agentCommit: b1 → b2");
  });

  it("reads a stored sequential design without spending or futility as O'Brien–Fleming without futility", () => {
    const stored = manifest();
    stored.options.sequential = { looks: 3 };
    const now = manifest();
    now.options.sequential = { looks: 3, spending: "obf", futility: 0 };
    expect(manifestDiff(stored, now)).toEqual([]);
    now.options.sequential = { looks: 3, spending: "obf", futility: 0.1 };
    expect(manifestDiff(stored, now)).toHaveLength(1);
    now.options.sequential = { looks: 3, spending: "pocock", futility: 0 };
    expect(manifestDiff(stored, now)).toHaveLength(1);
  });
});

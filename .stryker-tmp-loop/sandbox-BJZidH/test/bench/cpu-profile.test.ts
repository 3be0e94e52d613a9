// @ts-nocheck
import { describe, expect, it } from "vitest";
import { frameCategory, meanSummary, summarizeProfile, type CpuProfile } from "../../bench/cpu-profile.ts";
import { agentEntry } from "../../bench/profiles.ts";

const frame = (id: number, functionName: string, url: string, children: number[] = []) =>
  ({ id, callFrame: { functionName, url, lineNumber: 9, columnNumber: 0 }, children });

// root → main → tokenize (gpt-tokenizer) and a GC node; an idle node.
const profile: CpuProfile = {
  nodes: [
    frame(1, "(root)", "", [2, 4, 5]),
    frame(2, "main", "file:///repo/src/sim/respond.ts", [3]),
    frame(3, "encode", "file:///repo/node_modules/gpt-tokenizer/esm/BytePairEncodingCore.js"),
    frame(4, "(garbage collector)", ""),
    frame(5, "(idle)", ""),
  ],
  startTime: 0,
  endTime: 10_000,
  // Samples at t = 1000, 3000, 6000, 7000, 9000 µs: each lasts until the next (the last until endTime).
  samples: [3, 3, 2, 4, 5],
  timeDeltas: [1000, 2000, 3000, 1000, 2000],
};

describe("frameCategory", () => {
  it("names packages, src stages, Node internals and V8 pseudo-frames", () => {
    expect(frameCategory("x", "file:///r/node_modules/@anthropic-ai/sdk/core.mjs")).toBe("npm:@anthropic-ai/sdk");
    expect(frameCategory("x", "file:///r/node_modules/zod/v4/core/schemas.js")).toBe("npm:zod");
    expect(frameCategory("x", "file:///r/src/stats/hypothesis-tests/sign-flip.ts")).toBe("src/stats");
    expect(frameCategory("x", "node:internal/modules/esm/utils")).toBe("node:module loader");
    expect(frameCategory("x", "node:internal/child_process")).toBe("node:child_process");
    expect(frameCategory("x", "node:fs")).toBe("node:fs");
    expect(frameCategory("(garbage collector)", "")).toBe("(gc)");
    expect(frameCategory("(program)", "")).toBe("(program)");
    expect(frameCategory("JSON.parse", "")).toBe("(native)");
  });

  it("tells the prebuilt agent and CLI bundles from other cached files", () => {
    expect(frameCategory("runLoop", "file:///r/node_modules/.cache/freecode/cli-agent-entry-0123456789abcdef.mjs")).toBe("agent bundle");
    expect(frameCategory("runLoop", "file:///r/node_modules/.cache/freecode/agent-0123456789abcdef.mjs")).toBe("agent bundle");
    expect(frameCategory("main", "file:///r/node_modules/.cache/freecode/cli-main-0123456789abcdef.mjs")).toBe("CLI bundle");
    expect(frameCategory("main", "file:///r/node_modules/.cache/freecode-bench/freecode-cli-42.mjs")).toBe("CLI bundle");
  });
});

describe("summarizeProfile", () => {
  const s = summarizeProfile(profile);

  it("gives each sample the time to the next one and leaves idle time out of busy time", () => {
    expect(s.wallMs).toBe(10);
    // encode 2 + 3 ms, main 1 ms, gc 2 ms; idle 1 ms (9000 → 10000).
    expect(s.busyMs).toBe(8);
    expect(s.categories).toEqual([
      { category: "npm:gpt-tokenizer", ms: 5, share: 5 / 8 },
      { category: "(gc)", ms: 2, share: 2 / 8 },
      { category: "src/sim", ms: 1, share: 1 / 8 },
    ]);
  });

  it("lists the hottest functions with a short location", () => {
    expect(s.functions[0]).toEqual({ fn: "encode", where: "node_modules/gpt-tokenizer/esm/BytePairEncodingCore.js:10", category: "npm:gpt-tokenizer", ms: 5 });
    expect(s.functions.map((f) => f.fn)).not.toContain("(idle)");
  });

  it("can keep to the first ms of a profile (start-up alone)", () => {
    // Until 6.5 ms: encode 1000→3000→6000 µs (5 ms), main 6000→6500 µs (0.5 ms).
    const early = summarizeProfile(profile, 15, 6.5);
    expect(early.wallMs).toBe(6.5);
    expect(early.busyMs).toBe(5.5);
    expect(early.categories.map((c) => c.category)).toEqual(["npm:gpt-tokenizer", "src/sim"]);
  });

  it("refuses a profile whose samples and deltas disagree", () => {
    expect(() => summarizeProfile({ ...profile, timeDeltas: [1] })).toThrow("summarizeProfile requires samples and timeDeltas of equal length");
  });
});

describe("meanSummary", () => {
  it("averages categories over profiles, counting a missing category as 0", () => {
    const other = summarizeProfile({ ...profile, samples: [2, 2, 2, 2, 2] });
    const m = meanSummary([summarizeProfile(profile), other]);
    // The second profile is 9 ms of src/sim (its samples run from 1000 µs to the end).
    expect(m.busyMs).toBe((8 + 9) / 2);
    expect(m.categories.find((c) => c.category === "src/sim")?.ms).toBe((1 + 9) / 2);
    expect(m.categories.find((c) => c.category === "npm:gpt-tokenizer")?.ms).toBe(2.5);
  });

  it("refuses an empty list", () => {
    expect(() => meanSummary([])).toThrow("meanSummary requires at least one summary");
  });
});

describe("agentEntry", () => {
  const withUrls = (...urls: string[]) => ({ nodes: urls.map((url) => ({ callFrame: { url } })) });

  it("tells an agent started from its bundle from one started through the CLI fallback", () => {
    expect(agentEntry(withUrls("node:fs", "file:///r/node_modules/.cache/freecode/cli-agent-entry-0123.mjs"))).toBe("agent bundle");
    expect(agentEntry(withUrls("file:///r/bin/freecode.mjs", "file:///r/node_modules/.cache/freecode/cli-main-0123.mjs"))).toBe("bin/freecode.mjs agent (fallback: whole CLI)");
    expect(agentEntry(withUrls("node:fs"))).toBe("other");
  });
});

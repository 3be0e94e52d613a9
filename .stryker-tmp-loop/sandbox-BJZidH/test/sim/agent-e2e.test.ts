/**
 * The reference agent (in-process, through the real SDK) against the simulator: the detours
 * the simulator takes are the ones the A/B flags should move. Here FREECODE_BASH_COMPRESS=1
 * drops the middle of a long build log except failure lines, while the default cap keeps the
 * first ~24,000 characters and the last 6,000.
 */
// @ts-nocheck

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAgent } from "../../src/agent/session.ts";
import { parseTrace } from "../../src/trace/index.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { FAULT_KINDS, type FaultRates } from "../../src/sim/faults.ts";
import { startSimServer, type SimServer } from "../../src/sim/server.ts";
import type { SimSpec } from "../../src/suite/schema.ts";
import { makeWorkspace, MODEL } from "./helpers.ts";

// 1,500 lines of ~50 characters (~75 KB): line 300 is a plain note (inside the default cap's
// head, dropped by compression); line 1,200 is an error (in the default cap's elided middle,
// kept by compression as a failure line).
const GEN = `for (let i = 1; i <= 1500; i++) {
  const n = String(i).padStart(4, "0");
  if (i === 300) console.log("note: cache key for module_" + n + " is 7f3a9c");
  else if (i === 1200) console.log("error: module_" + n + " failed to link");
  else console.log("step " + n + ": compiling module_" + n + " ... ok");
}
`;

const needing = (text: string): SimSpec => ({
  steps: [
    { tools: [{ name: "bash", input: { command: "make build" } }] },
    { needs: [{ text, command: "make build" }], final: `Found: ${text}` },
  ],
});

describe("agent + simulator: FREECODE_BASH_COMPRESS moves pagebacks", () => {
  let server: SimServer;
  let ws: string;
  beforeAll(async () => {
    ws = makeWorkspace({ "gen.js": GEN, Makefile: "build:\n\t@node gen.js\n" });
    server = await startSimServer({
      cases: [
        { id: "note-line", sim: needing("cache key for module_0300 is 7f3a9c"), workspaceDir: ws },
        { id: "error-line", sim: needing("module_1200 failed to link"), workspaceDir: ws },
      ],
      noise: 0,
    });
  });
  afterAll(async () => { await server.close(); });

  async function run(caseId: string, compress: "0" | "1") {
    const tracePath = join(mkdtempSync(join(tmpdir(), "fc-sim-trace-")), "trace.jsonl");
    const end = await runAgent({
      cwd: ws, prompt: "Find the line.", model: MODEL, maxTurns: 10, tracePath,
      env: { FREECODE_BASH_COMPRESS: compress }, baseURL: server.url, apiKey: `fcsim_${caseId}_1`,
    });
    expect(end.outcome).toBe("end_turn");
    return metricsFromTrace(parseTrace(readFileSync(tracePath, "utf8")), loadPricing());
  }

  it("a needed line that compression elides costs a pageback with compression on, none without", async () => {
    const on = await run("note-line", "1");
    const off = await run("note-line", "0");
    expect([on.pagebacks, on.turns]).toEqual([1, 3]);
    expect([off.pagebacks, off.turns]).toEqual([0, 2]);
    expect([on.repeatedCalls, off.repeatedCalls]).toEqual([0, 0]);
  });

  it("a needed failure line survives compression but not the default cap: the pageback moves to the other arm", async () => {
    const on = await run("error-line", "1");
    const off = await run("error-line", "0");
    expect([on.pagebacks, on.turns]).toEqual([0, 2]);
    expect([off.pagebacks, off.turns]).toEqual([1, 3]);
  });
});

describe("agent + simulator: faults are met as the real API's would be", () => {
  const spec: SimSpec = {
    steps: [
      { tools: [{ name: "bash", input: { command: "echo one" } }] },
      { tools: [{ name: "bash", input: { command: "echo two" } }] },
      { tools: [{ name: "bash", input: { command: "echo three" } }] },
      { final: "All three ran." },
    ],
  };

  async function run(faults: FaultRates, seed: number) {
    const lines: string[] = [];
    const server = await startSimServer({ cases: [{ id: "faulty", sim: spec, workspaceDir: makeWorkspace({}) }], noise: 0, faults, seed, log: (l) => lines.push(l) });
    try {
      const tracePath = join(mkdtempSync(join(tmpdir(), "fc-sim-trace-")), "trace.jsonl");
      const end = await runAgent({
        cwd: makeWorkspace({}), prompt: "Run them.", model: MODEL, maxTurns: 10, tracePath, env: {},
        baseURL: server.url, apiKey: "fcsim_faulty_1", retry: { maxStreamRetries: 4, baseDelayMs: 1 },
      });
      const events = parseTrace(readFileSync(tracePath, "utf8"));
      return { end, lines, events };
    } finally {
      await server.close();
    }
  }

  for (const kind of FAULT_KINDS) {
    it(`${kind} on some requests: the turn is retried and the trial completes`, async () => {
      const { end, lines, events } = await run({ [kind]: 0.35 }, 4);
      expect(lines.filter((l) => l.includes(`fault=${kind}`)).length).toBeGreaterThan(0);
      expect(end.outcome).toBe("end_turn");
      expect(end.finalText).toBe("All three ran.");
      expect(events.filter((e) => e.type === "model.response")).toHaveLength(4);
    });
  }

  it("a provider that is always overloaded ends the trial as provider_error (an infra outcome)", async () => {
    const { end } = await run({ overloaded: 1 }, 1);
    expect(end.outcome).toBe("provider_error");
  });

  it("a stream that always fails mid-way ends the trial as provider_error after the agent's retries", async () => {
    const { end, lines } = await run({ error_event: 1 }, 1);
    expect(end.outcome).toBe("provider_error");
    expect(lines).toHaveLength(5); // the first try and maxStreamRetries (4) re-sends
  });
});

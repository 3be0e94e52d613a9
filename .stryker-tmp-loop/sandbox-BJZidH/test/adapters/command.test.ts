// @ts-nocheck
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { running } from "../e2e/helpers.ts";
import { parseTrace } from "../../src/trace/index.ts";
import { metricsFromTrace } from "../../src/metrics/from-trace.ts";
import { loadPricing } from "../../src/providers/pricing.ts";
import { commandAdapter } from "../../src/runner/adapters/command.ts";
import { resolveAdapter } from "../../src/runner/adapters/index.ts";
import { FIXTURES, invocation } from "./helpers.ts";


const traceOf = (path: string) => parseTrace(readFileSync(path, "utf8"));

describe("agent:command", () => {
  it("hands over prompt, prompt file, trace path, model and turn limit, and uses the trace the command wrote", async () => {
    const inv = invocation({}, "Rename foo to bar.\nThen run the tests.");
    const proc = await commandAdapter.run(inv, `sh ${join(FIXTURES, "trace-writing-agent.sh")}`);
    expect(proc).toMatchObject({ kind: "exited", code: 0 });
    expect(readFileSync(join(inv.cwd, "seen-prompt.txt"), "utf8")).toBe("Rename foo to bar.\nThen run the tests.\n");
    const events = traceOf(inv.tracePath);
    expect(events[0]).toMatchObject({ type: "session.start", agent: "my-agent", model: "claude-sonnet-5-5", maxTurns: 10, cwd: inv.cwd });
    // Haiku 5.5: 1,000×0.1 + 30,000×0.01 + 4,000×0.125 + 200×0.5 = 100 + 300 + 500 + 100 = 1,000 µ$
    expect(metricsFromTrace(events, loadPricing())).toMatchObject({ costUsd: expect.closeTo(0.001, 12), turns: 1, toolCalls: 1 });
    expect(readFileSync(inv.tracePath.replace(/\.jsonl$/, ".command.log"), "utf8")).toBe("trace written\n");
  });

  it("writes a minimal trace for a command that writes none: wall time and outcome, cost unknown rather than $0", async () => {
    const inv = invocation();
    const proc = await commandAdapter.run(inv, `sleep 0.2 && ${join(FIXTURES, "noop-agent.sh")}`);
    expect(proc.kind).toBe("exited");
    const events = traceOf(inv.tracePath);
    expect(events.map((e) => e.type)).toEqual(["session.start", "model.response", "session.end"]);
    expect(events.at(-1)).toMatchObject({ outcome: "end_turn", turns: 0 });
    const m = metricsFromTrace(events, loadPricing());
    expect(m.costUsd).toBeNull();
    expect(m.modelsServed).toEqual(["unreported"]);
    expect(m.wallMs).toBeGreaterThanOrEqual(200);
    expect(readFileSync(inv.tracePath.replace(/\.jsonl$/, ".command.log"), "utf8")).toBe("task: Fix the failing test.\n");
  });

  it("ends as agent_error with the exit code and stderr tail on a non-zero exit", async () => {
    const inv = invocation();
    await commandAdapter.run(inv, "echo 'cannot parse config' >&2; exit 3");
    expect(traceOf(inv.tracePath).at(-1)).toMatchObject({ outcome: "agent_error", error: "exit 3: cannot parse config" });
  });

  it("moves an invalid trace aside and says why in the minimal one", async () => {
    const inv = invocation();
    await commandAdapter.run(inv, `printf '{"type":"session.start","t":1}\\n{"type":"nonsense"}\\n' > "$FREECODE_TRACE"`);
    expect(existsSync(`${inv.tracePath}.invalid`)).toBe(true);
    expect(traceOf(inv.tracePath).at(-1)).toMatchObject({ outcome: "agent_error", error: expect.stringMatching(/^the trace written to FREECODE_TRACE is invalid: FREECODE_TRACE:1: not a trace event/) });
  });

  it("reports a command the shell cannot run as spawn_failed (infrastructure), with no trace", async () => {
    const inv = invocation();
    const proc = await commandAdapter.run(inv, "./no-such-agent --go");
    expect(proc).toMatchObject({ kind: "spawn_failed", message: expect.stringMatching(/the shell could not run "\.\/no-such-agent --go" \(exit 127\)/) });
    expect(existsSync(inv.tracePath)).toBe(false);
  });

  it("kills the command's whole process group at the timeout and still leaves a trace", async () => {
    const inv = invocation({ timeoutSec: 2 });
    const pidFile = join(inv.cwd, "child.pid");
    // The child's output goes elsewhere, so only the group kill can end it.
    const proc = await commandAdapter.run(inv, `sleep 30 >/dev/null 2>&1 & echo $! > ${pidFile}; wait`);
    expect(proc.kind).toBe("timed_out");
    const child = Number(readFileSync(pidFile, "utf8"));
    // The background child was in the group: it goes (SIGKILL lands when it is next scheduled,
    // so on a loaded machine this may take a moment; without the group kill it runs 30 s).
    await expect.poll(() => running(child), { timeout: 10_000, interval: 50 }).toBe(false);
    expect(traceOf(inv.tracePath).at(-1)).toMatchObject({ outcome: "agent_error", error: "timed out after 2 s" });
  });

  it("does not wait on a background child that holds stdout open after the command ended", async () => {
    const inv = invocation();
    // Without the group kill this would wait the full 120 s (past the test's own timeout).
    const proc = await commandAdapter.run(inv, "sleep 120 & exit 0");
    expect(proc).toMatchObject({ kind: "exited", code: 0 });
  });

  it("never throws: an unreadable prompt file becomes a spawn_failed outcome", async () => {
    const inv = invocation({ promptFile: "/nonexistent/prompt.txt" });
    await expect(commandAdapter.run(inv, "true")).resolves.toMatchObject({ kind: "spawn_failed", message: expect.stringMatching(/^agent:command adapter failed: ENOENT/) });
  });

  it("is named agent:command=CMD; the command is required", () => {
    expect(resolveAdapter("command=./a.sh --x=1")).toMatchObject({ adapter: { name: "command" }, arg: "./a.sh --x=1" });
    expect(() => resolveAdapter("command")).toThrow(/agent "command" needs an argument, e.g\. agent:command="\.\/my-agent\.sh --fast"/);
    expect(() => resolveAdapter("aider")).toThrow(/unknown agent "aider"; known agents: freecode, claude-code, codex, command/);
  });
});


/**
 * Issue 9's "done when": `freecode eval ab … --baseline agent:freecode --candidate
 * agent:command="…"` runs through the CLI (offline simulator) and prints the table.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, tempSuite } from "../e2e/helpers.ts";
import { FIXTURES } from "./helpers.ts";

const scrubbed = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

describe("freecode eval ab with a command agent as the candidate", () => {
  it("runs both arms and prints the table; the command's trials fail their checks, its cost is unknown", async () => {
    const t = tempSuite(["fix-failing-test-js"]);
    const agent = `agent:command=sh ${join(FIXTURES, "noop-agent.sh")}`;
    const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--baseline", "agent:freecode", "--candidate", agent, "--trials", "1", "--quiet", "--results-dir", t.results], { env: scrubbed, extendEnv: false, reject: false, cwd: t.dir });
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^metric +Δ +95% CI +p +status$/m);
    expect(r.stdout).toMatch(/^verdict: (ADOPT|REJECT|INCONCLUSIVE|INVALID)$/m);
    const [runId] = readdirSync(t.results);
    const lines = readFileSync(join(t.results, runId!, "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const byArm = Object.fromEntries(lines.map((l) => [l.arm, l]));
    expect(byArm.baseline).toMatchObject({ status: "pass", variant: "agent:freecode" });
    expect(byArm.candidate).toMatchObject({ status: "agent_failure", outcome: "end_turn", variant: agent });
    expect(byArm.candidate.metrics).toMatchObject({ costUsd: null, modelsServed: ["unreported"] });
    // The command's stdout is kept beside its trace.
    expect(readFileSync(join(t.results, runId!, byArm.candidate.trace.replace(/\.jsonl$/, ".command.log")), "utf8")).toMatch(/^task: `npm test`/);
  });
});

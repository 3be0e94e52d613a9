import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, ROOT } from "../e2e/helpers.ts";

const FIX = join(ROOT, "test", "results", "fixtures");
const run = (...args: string[]) => execa(process.execPath, [BIN, "eval", "analyze", ...args], { reject: false });

describe("eval analyze --from and --primary", () => {
  it("analyses promptfoo's out.json, and --primary pass turns its pass gain into ADOPT", async () => {
    const byCost = await run("--from", "promptfoo", join(FIX, "promptfoo-0.121.20-out.json"), "--json");
    expect(byCost.exitCode).toBe(0);
    expect(byCost.stderr).toContain("baseline terse, candidate careful");
    expect(JSON.parse(byCost.stdout).decision).toBe("REJECT");
    const byPass = await run("--from", "promptfoo", join(FIX, "promptfoo-0.121.20-out.json"), "--primary", "pass");
    expect(byPass.exitCode).toBe(0);
    expect(byPass.stdout).toMatch(/^verdict: ADOPT\n {2}• pass \+27\.8 pts .*: significant increase/m);
  });

  it("analyses two Inspect logs, and refuses a misspelt primary before reading further", async () => {
    const r = await run("--from", "inspect", join(FIX, "inspect-haiku.json"), join(FIX, "inspect-sonnet.json"), "--json", "--primary", "pass");
    expect(r.exitCode).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.nCases).toBe(6);
    expect(s.options.primary).toBe("pass");
    const bad = await run("--from", "inspect", join(FIX, "inspect-haiku.json"), join(FIX, "inspect-sonnet.json"), "--primary", "pas");
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('--primary pas: no metric "pas" in');
    expect(bad.stderr).toContain('did you mean "pass"?');
    const two = await run(join(FIX, "inspect-haiku.json"), join(FIX, "inspect-sonnet.json"));
    expect(two.exitCode).toBe(2);
    expect(two.stderr).toContain("several files are for --from inspect");
  });
});

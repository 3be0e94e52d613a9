// @ts-nocheck
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { checkSandbox, sandboxed } from "../../src/runner/sandbox.ts";

const hasBwrap = (() => {
  try {
    checkSandbox("bwrap");
    return true;
  } catch {
    return false;
  }
})();

describe("sandboxed", () => {
  it("leaves the command alone without a sandbox", () => {
    const cmd = { file: "node", args: ["a.mjs"] };
    expect(sandboxed("none", cmd, { cwd: "/w", home: "/h", tracePath: "/r/t.jsonl", promptFile: "/p" })).toBe(cmd);
  });

  it.runIf(hasBwrap)("lets the agent write its workspace, HOME and trace folder, and nothing else", async () => {
    const root = mkdtempSync(join(tmpdir(), "fc-sandbox-"));
    const [cwd, home, traces, outside] = ["work", "home", "traces", "outside"].map((d) => join(root, d));
    for (const d of [cwd, home, traces, outside]) mkdirSync(d!);
    const promptFile = join(root, "prompt.txt");
    writeFileSync(promptFile, "task");
    const script = `cat ${promptFile} > ws.txt && echo h > ${home}/h && echo t > ${traces}/t.jsonl; echo x > ${outside}/x 2>/dev/null; echo y > /etc/freecode-sandbox-test 2>/dev/null; exit 0`;
    const cmd = sandboxed("bwrap", { file: "sh", args: ["-c", script] }, { cwd: cwd!, home: home!, tracePath: join(traces!, "t.jsonl"), promptFile });
    const r = await execa(cmd.file, cmd.args, { reject: false });
    expect(r.exitCode).toBe(0);
    expect(readFileSync(join(cwd!, "ws.txt"), "utf8")).toBe("task");
    expect(existsSync(join(home!, "h"))).toBe(true);
    expect(existsSync(join(traces!, "t.jsonl"))).toBe(true);
    expect(existsSync(join(outside!, "x"))).toBe(false);
    expect(existsSync("/etc/freecode-sandbox-test")).toBe(false);
  });
});

it.skipIf(hasBwrap)("says how to install bubblewrap when it is missing", () => {
  expect(() => checkSandbox("bwrap")).toThrow(/apt-get install bubblewrap/);
});

/**
 * What a person sees (issue 39): the real CLI driven in a pseudo-terminal (util-linux `script`
 * makes the pty; `stty` sets its size) and its output replayed into a headless terminal
 * emulator (@xterm/headless) of the same size, which says which rows were wrapped because a
 * printed line was wider than the terminal, and what the last screen holds.
 */
import { execFileSync } from "node:child_process";
import { execa } from "execa";
import xterm from "@xterm/headless";
import { describe, expect, it } from "vitest";
import { BIN, ROOT, tempSuite } from "./helpers.ts";

const hasScript = (() => {
  try {
    execFileSync("script", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** Single-quotes `s` for sh. */
const q = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

/** Runs `args` of the CLI in a `cols`×`rows` pseudo-terminal; returns the bytes it wrote to the terminal. */
async function inPty(args: string[], cols: number, rows: number, cwd: string): Promise<{ raw: string; exitCode: number | undefined }> {
  const command = `stty cols ${cols} rows ${rows}; exec ${q(process.execPath)} ${[BIN, ...args].map(q).join(" ")}`;
  const r = await execa("script", ["-qfec", command, "/dev/null"], {
    cwd, reject: false, stdin: "ignore", extendEnv: false,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", TERM: "xterm-256color", LANG: "C.UTF-8" },
  });
  return { raw: r.stdout, exitCode: r.exitCode };
}

/** The terminal after `raw`: every row (scrollback included), which rows continue a wrapped line, and the last screen. */
async function screen(raw: string, cols: number, rows: number): Promise<{ lines: string[]; wrapped: string[]; last: string[] }> {
  const term = new xterm.Terminal({ cols, rows, scrollback: 100_000, allowProposedApi: true });
  await new Promise<void>((done) => term.write(raw.replace(/\r?\n/g, "\r\n"), done));
  const b = term.buffer.active;
  const lines: string[] = [];
  const wrapped: string[] = [];
  for (let i = 0; i < b.length; i++) {
    const line = b.getLine(i)!;
    lines.push(line.translateToString(true));
    if (line.isWrapped) wrapped.push(`${b.getLine(i - 1)!.translateToString(true)}⏎${line.translateToString(true)}`);
  }
  const last = lines.slice(b.baseY, b.baseY + rows);
  term.dispose();
  return { lines, wrapped, last };
}

/** Each state of the progress line as drawn (the text between carriage returns), escape sequences removed. */
const progressFrames = (raw: string) =>
  raw.split(/[\r\n]|\x1b\[\d*G/).map((s) => s.replace(/\x1b(?:\[[0-9;?]*[A-Za-z]|[78])/g, "")).filter((s) => /\d+\/\d+ trials? · /.test(s));

describe.skipIf(!hasScript)("the terminal a person reads (pseudo-terminal, headless xterm)", () => {
  it("80×24 then 120×24: no line wider than the terminal, a progress line with elapsed and ETA, the verdict and its reasons on the last screen", async () => {
    const t = tempSuite(["first-tool-read", "no-git-commit"]);
    const { raw, exitCode } = await inPty(["eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--results-dir", t.results], 80, 24, t.dir);
    expect(exitCode, raw.slice(-2000)).toBe(0);
    const s = await screen(raw, 80, 24);
    expect(s.wrapped, "rows wrapped by the terminal (a printed line wider than 80)").toEqual([]);
    const frames = progressFrames(raw);
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) expect([...f].length, f).toBeLessThanOrEqual(80);
    // elapsed (a duration) and an ETA while trials remain
    expect(frames.some((f) => /trials · \d+(m\d\ds|s) · ETA /.test(f)), frames.join("\n")).toBe(true);
    const verdictRow = s.last.findIndex((l) => /^verdict: (ADOPT|REJECT|INCONCLUSIVE|INVALID)$/.test(l));
    expect(verdictRow, s.last.join("\n")).toBeGreaterThanOrEqual(0);
    const reasons = s.last.slice(verdictRow + 1).filter((l) => l.startsWith("  • "));
    expect(reasons.length, s.last.join("\n")).toBeGreaterThanOrEqual(3); // primary and the two guardrails
    expect(s.last.some((l) => l.startsWith("results: "))).toBe(true);

    // The same run at 120×24 (`eval report` renders it again): wider, still whole, still ending on the verdict.
    const dir = `${t.results}/${execFileSync("ls", [t.results], { encoding: "utf8" }).trim()}`;
    const wide = await screen((await inPty(["eval", "report", dir], 120, 24, ROOT)).raw, 120, 24);
    expect(wide.wrapped).toEqual([]);
    expect(wide.lines.some((l) => [...l].length > 80), "a 120-column terminal gets the wider table").toBe(true);
    expect(wide.last.some((l) => /^verdict: /.test(l)), wide.last.join("\n")).toBe(true);
  }, 300_000);
});

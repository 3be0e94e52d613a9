/**
 * Class: raw terminal output is recoverable. The store keeps the raw bytes; `output` serves a
 * readable rendering by default — escape sequences dropped, carriage-return and backspace
 * overwrites, cursor moves and erases resolved as a terminal resolves them — the same text the
 * model's copy shows and its markers number; `raw: true` serves the stored bytes.
 * The rendering is checked against xterm.js (@xterm/headless), an established terminal emulator.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createRequire } from "node:module";
import { toolHarness } from "../helpers/exec.ts";
import { renderTerminal, SCREEN_ROWS } from "../../../src/agent/bytes/terminal.ts";
import { ELISION_RE } from "../../../src/agent-protocol/formats.ts";

const { Terminal } = createRequire(import.meta.url)("@xterm/headless") as typeof import("@xterm/headless");
const ESC = "\x1b";

/** What xterm.js shows for `raw` (a terminal SCREEN_ROWS high, wide enough never to wrap), every row of its scrollback. */
async function xterm(raw: string): Promise<string[]> {
  const term = new Terminal({ cols: 1000, rows: SCREEN_ROWS, scrollback: 100_000, convertEol: true, allowProposedApi: true });
  await new Promise<void>((done) => term.write(raw, done));
  const b = term.buffer.active;
  const rows: string[] = [];
  // The screen shows no trailing spaces, whether written or left by an erase.
  for (let i = 0; i < b.length; i++) rows.push(b.getLine(i)!.translateToString(true).replace(/ +$/, ""));
  term.dispose();
  return trimBlankEnd(rows);
}
function trimBlankEnd(rows: string[]): string[] {
  let n = rows.length;
  while (n > 0 && rows[n - 1] === "") n--;
  return rows.slice(0, n);
}
const ours = (raw: string) => trimBlankEnd(renderTerminal(raw).text.split("\n").map((l) => l.replace(/ +$/, "")));

const n = fc.integer({ min: 1, max: 12 });
/** Printable runs, line feeds, carriage returns, backspaces and the escape sequences progress bars and spinners draw with. */
const token = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[a-zA-Z0-9 %#=.:/|>-]{1,12}$/) },
  { weight: 4, arbitrary: fc.constant("\n") },
  { weight: 2, arbitrary: fc.constantFrom("\r", "\b", "\r\n", "\x07") },
  { weight: 2, arbitrary: fc.constantFrom(`${ESC}[0m`, `${ESC}[1;32m`, `${ESC}[38;5;208m`, `${ESC}[?25l`, `${ESC}[?25h`, `${ESC}]0;title\x07`, `${ESC}]8;;http://x\x1b\\`) },
  { weight: 3, arbitrary: fc.tuple(n, fc.constantFrom("A", "B", "C", "D", "E", "F", "G")).map(([k, f]) => `${ESC}[${k}${f}`) },
  { weight: 2, arbitrary: fc.constantFrom(`${ESC}[K`, `${ESC}[0K`, `${ESC}[1K`, `${ESC}[2K`, `${ESC}[J`, `${ESC}[0J`, `${ESC}[1J`, `${ESC}[G`, `${ESC}[A`) },
  { weight: 1, arbitrary: fc.constantFrom(`${ESC}7`, `${ESC}8`, `${ESC}[s`, `${ESC}[u`, `${ESC}M`, `${ESC}D`, `${ESC}E`) },
  { weight: 1, arbitrary: fc.tuple(n, n).map(([r, c]) => `${ESC}[${r};${c}H`) },
);

describe("the rendering is what a terminal shows", () => {
  it("property: equals xterm.js's screen and scrollback for random text, overwrites, cursor moves and erases", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 300 }), async (tokens) => {
        const raw = tokens.join("");
        expect(ours(raw)).toEqual(await xterm(raw));
      }),
      { numRuns: 200 },
    );
  });

  it("property: past the screen's height (scrolled lines stay, moves stay on the screen)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: SCREEN_ROWS - 5, max: SCREEN_ROWS * 2 }), fc.array(token, { maxLength: 120 }), async (lines, tokens) => {
        const raw = Array.from({ length: lines }, (_, i) => `line ${i}`).join("\n") + tokens.join("");
        expect(ours(raw)).toEqual(await xterm(raw));
      }),
      { numRuns: 100 },
    );
  });

  it("the shapes real tools draw: a spinner (erase + column 1), a multi-line progress display (cursor up), a bar of CR frames, backspaces", async () => {
    const spinner = ["⠋", "⠙", "⠹", "⠸"].map((f) => `${ESC}[2K${ESC}[1G${f} Installing`).join("") + `${ESC}[2K${ESC}[1G✔ Installed 3 packages\n`;
    expect(renderTerminal(spinner).text).toBe("✔ Installed 3 packages\n");
    const layers = (p: number) => `a1: ${p}%${ESC}[K\nb2: ${p * 2 > 100 ? 100 : p * 2}%${ESC}[K\n`;
    const docker = layers(0) + [10, 50, 100].map((p) => `${ESC}[2A${layers(p)}`).join("") + "Pull complete\n";
    expect(renderTerminal(docker).text).toBe("a1: 100%\nb2: 100%\nPull complete\n");
    expect(renderTerminal(`Downloading  10%\rDownloading  55%\rDownloading 100%\ndone`).text).toBe("Downloading 100%\ndone");
    expect(renderTerminal("abc\b\bX\n").text).toBe("aXc\n");
    expect(renderTerminal(`${ESC}[1mbold${ESC}[0m ${ESC}]8;;https://example.com${ESC}\\link${ESC}]8;;${ESC}\\\n`).text).toBe("bold link\n");
  });
});

/** An npm-like install: colours, a spinner on one line, a two-line progress display, then a failure. */
function installLog(frames: number): string {
  const out: string[] = [`${ESC}[1mnpm${ESC}[22m install\n`];
  for (let i = 0; i < frames; i++) out.push(`${ESC}[2K${ESC}[1G${"⠋⠙⠹⠸"[i % 4]} fetch ${i}/${frames}`);
  out.push(`${ESC}[2K${ESC}[1Gfetched ${frames}\n`);
  for (let p = 0; p <= 100; p += 5) out.push(`${p === 0 ? "" : `${ESC}[2A`}build [${"#".repeat(p / 5).padEnd(20)}] ${p}%${ESC}[K\nlink  [${"#".repeat(p / 10).padEnd(10)}]${ESC}[K\n`);
  out.push(`${ESC}[31mERR!${ESC}[39m code E404\n`);
  return out.join("");
}

describe("through bash and output", () => {
  it("the model's copy and output's default page are the same readable text; raw: true gives back every stored byte", async () => {
    const raw = installLog(40);
    const h = toolHarness({ "log.txt": raw });
    const r = await h.call("bash", { command: "cat log.txt" });
    const readable = "npm install\nfetched 40\nbuild [####################] 100%\nlink  [##########]\nERR! code E404";
    expect(r.content).toBe(`${readable}\n[exit code 0]`);
    const page = await h.call("output", { id: "toolu_1" });
    expect(page.content).toBe(`${readable.split("\n").map((l, i) => `${i + 1}: ${l}`).join("\n")}\n6: [exit code 0]\n\n[lines 1-6 of 6; end of file]`);
    const rawPage = await h.call("output", { id: "toolu_1", raw: true, limit: 1000 });
    const rawLines = `${raw.replace(/\n$/, "")}\n[exit code 0]`.split("\n");
    expect(rawPage.content).toContain(`1: ${rawLines[0]}`);
    expect(rawPage.content).toContain(ESC);
    expect(h.ctx.store.get("toolu_1")).toBe(`${raw.replace(/\n$/, "")}\n[exit code 0]`);
  });

  it("paging back what the cap cut from a long progress log gives readable lines, numbered as the copy's marker says", async () => {
    const steps = Array.from({ length: 3000 }, (_, i) => `${ESC}[32m✓${ESC}[0m step ${i} ${"\r"}${ESC}[K${ESC}[36mstep ${i} done${ESC}[0m`).join("\n");
    const h = toolHarness({ "log.txt": steps });
    const r = await h.call("bash", { command: "cat log.txt" });
    const m = new RegExp(ELISION_RE.source).exec(r.content)!;
    const page = await h.call("output", { id: m[1]!, offset: Number(m[2]), limit: 3 });
    const k = Number(m[2]) - 1;
    expect(page.content.startsWith(`${k + 1}: step ${k} done\n${k + 2}: step ${k + 1} done\n${k + 3}: step ${k + 2} done\n`)).toBe(true);
    expect(page.content).not.toMatch(/[\x1b\r]/);
    const found = await h.call("output", { id: "toolu_1", pattern: "^step 1234 done$" });
    expect(found.content.startsWith("1235: step 1234 done\n")).toBe(true);
  });

  it("with compression, the folded progress lines page back readable", async () => {
    const bar = Array.from({ length: 60 }, (_, i) => `[${"=".repeat(i % 20)}>] ${i}%\r${ESC}[K${ESC}[33m[${"=".repeat(i % 20)}>] ${i}%${ESC}[0m`).join("\n");
    const h = toolHarness({ "log.txt": `start\n${bar}\nnpm ERR! failed\n`, Makefile: "all:\n\t@cat log.txt\n" }, { FREECODE_BASH_COMPRESS: "1" });
    const r = await h.call("bash", { command: "make -s all" });
    const fold = /\[60 progress lines folded\] \[… lines 2-61 omitted \(60 lines\); call output with id="toolu_1" offset=2 limit=60 …\]/.exec(r.content);
    expect(fold).not.toBeNull();
    const page = await h.call("output", { id: "toolu_1", offset: 2, limit: 60 });
    expect(page.content.split("\n")[0]).toBe("2: [>] 0%");
    expect(page.content).not.toMatch(/[\x1b\r]/);
  });
});

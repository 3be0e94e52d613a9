/** Class 8: terminal output. The model's copy is what the screen shows (no escapes, redraws resolved); the store keeps the raw output. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { toolHarness } from "../helpers/exec.ts";
import { renderTerminal } from "../../../src/agent/bytes/terminal.ts";

const ESC = "\x1b";

describe("terminal output", () => {
  it("removes colour codes and collapses a 2,000-frame progress bar to its last frame; the store keeps every byte", async () => {
    const frames = Array.from({ length: 2000 }, (_, i) => `${ESC}[2K\rDownloading ${"#".repeat(Math.floor(i / 100))} ${Math.floor((i * 100) / 1999)}%`).join("");
    const raw = `${ESC}[1m${ESC}[32mPASS${ESC}[39m${ESC}[22m src/a.test.ts\n${frames}\ndone\n`;
    const h = toolHarness({ "out.txt": raw });
    const r = await h.call("bash", { command: "cat out.txt" });
    expect(r).toEqual({ id: "toolu_1", isError: false, content: `PASS src/a.test.ts\nDownloading ################### 100%\ndone\n[exit code 0]` });
    expect(h.ctx.store.get("toolu_1")).toBe(`${raw.replace(/\n$/, "")}\n[exit code 0]`);
  });

  it("applies with FREECODE_BASH_COMPRESS=1 too, before compression", async () => {
    const h = toolHarness({ "out.txt": `${ESC}[31mFAIL${ESC}[0m x\r\n` }, { FREECODE_BASH_COMPRESS: "1" });
    expect((await h.call("bash", { command: "cat out.txt" })).content).toBe("FAIL x\n[exit code 0]");
  });

  it("output pages the rendering by default and the raw bytes with raw: true, same line numbers here", async () => {
    const h = toolHarness({ "out.txt": `a\n${ESC}[33m 10%\r 99%\r100%${ESC}[0m\nz\n` });
    await h.call("bash", { command: "cat out.txt" }, "toolu_t");
    expect((await h.call("output", { id: "toolu_t", offset: 2, limit: 1 })).content).toBe("2: 100%\n\n[lines 2-2 of 4; continue with offset=3]");
    expect((await h.call("output", { id: "toolu_t", offset: 2, limit: 1, raw: true })).content).toBe(`2: ${ESC}[33m 10%\r 99%\r100%${ESC}[0m\n\n[lines 2-2 of 4; continue with offset=3]`);
  });

  it("backspace redraws (spinners) keep what is left on screen", async () => {
    const h = toolHarness({ "out.txt": "working |\b/\b-\b\\\bdone\n" });
    expect((await h.call("bash", { command: "cat out.txt" })).content).toBe("working done\n[exit code 0]");
  });
});

const visible = fc.stringMatching(/^[a-zA-Z0-9 %#=.:/-]{0,20}$/);
// Escape sequences that change nothing on the screen (cursor moves and erases are checked against xterm in test/agent/classes/).
const sgr = fc.constantFrom(`${ESC}[0m`, `${ESC}[1;31m`, `${ESC}[38;5;208m`, `${ESC}[?25l`, `${ESC}]0;title\x07`, "");

/** A screen line drawn as frames separated by "\r", each frame wrapped in random escape sequences. */
const drawnLine = fc.array(fc.tuple(sgr, visible, sgr), { minLength: 1, maxLength: 30 });

describe("property: what the model reads is what the screen shows of each line", () => {
  const render = (line: Array<[string, string, string]>) => line.map(([a, t, z]) => `${a}${t}${z}`).join("\r");
  /** Each frame overwrites the start of the line; a line drawn over more than once shows no trailing spaces. */
  const expected = (line: Array<[string, string, string]>) => {
    const frames = line.map(([, t]) => t);
    const screen = frames.reduce((shown, f) => f + shown.slice(f.length), "");
    return frames.filter((f) => f !== "").length >= 2 ? screen.replace(/ +$/, "") : screen;
  };

  it("renderTerminal: per line, the overwritten frames as the screen shows them, without escapes; line count kept", () => {
    fc.assert(
      fc.property(fc.array(drawnLine, { minLength: 1, maxLength: 20 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        const raw = lines.map(render).join(eol);
        const out = renderTerminal(raw).text;
        expect(out).toBe(lines.map(expected).join("\n"));
        expect(out).not.toMatch(/[\x1b\r\x07]/);
      }),
      { numRuns: 400 },
    );
  });

  it("through bash: the model's copy is the rendered screen and the store holds the raw bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(drawnLine, { minLength: 1, maxLength: 8 }), async (lines) => {
        const raw = lines.map(render).join("\n") + "\nend";
        const h = toolHarness({ "o.txt": raw });
        const r = await h.call("bash", { command: "cat o.txt" });
        expect(r.content).toBe(`${lines.map(expected).join("\n")}\nend\n[exit code 0]`);
        expect(h.ctx.store.get("toolu_1")).toBe(`${raw}\n[exit code 0]`);
      }),
      { numRuns: 30, endOnFailure: true /* each run spawns a shell */ },
    );
  });
});

/** Class 8: terminal output. The model's copy has no ANSI escapes and one frame per redrawn line; the store keeps the raw output. */
// @ts-nocheck

import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { toolHarness } from "../helpers/exec.ts";
import { cleanTerminal } from "../../../src/agent/bytes/terminal.ts";

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

  it("output pages the cleaned text by default and the raw bytes with raw: true, same line numbers", async () => {
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
const sgr = fc.constantFrom(`${ESC}[0m`, `${ESC}[1;31m`, `${ESC}[38;5;208m`, `${ESC}[2K`, `${ESC}[1A`, `${ESC}[?25l`, `${ESC}]0;title\x07`, "");

/** A screen line drawn as frames separated by "\r", each frame wrapped in random escape sequences. */
const drawnLine = fc.array(fc.tuple(sgr, visible, sgr), { minLength: 1, maxLength: 30 });

describe("property: what the model reads is the screen's last frame of each line", () => {
  const render = (line: Array<[string, string, string]>) => line.map(([a, t, z]) => `${a}${t}${z}`).join("\r");
  const expected = (line: Array<[string, string, string]>) => {
    const frames = line.map(([, t]) => t);
    let k = frames.length - 1;
    while (k > 0 && frames[k] === "") k--;
    return frames[k]!;
  };

  it("cleanTerminal: per line, the last non-empty frame without escapes; line count kept", () => {
    fc.assert(
      fc.property(fc.array(drawnLine, { minLength: 1, maxLength: 20 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        const raw = lines.map(render).join(eol);
        const out = cleanTerminal(raw).text;
        expect(out).toBe(lines.map(expected).join("\n"));
        expect(out).not.toMatch(/[\x1b\r\x07]/);
      }),
      { numRuns: 400 },
    );
  });

  it("through bash: the model's copy is the cleaned screen and the store holds the raw bytes", async () => {
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

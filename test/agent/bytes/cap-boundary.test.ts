/** Class 7: output capping at its boundary: the status line counts inside the cap; no cut splits a surrogate pair. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hasLoneSurrogate, toolHarness } from "../helpers/exec.ts";
import { runAgent } from "../../../src/agent/session.ts";
import { answer, callTools, scriptedApi } from "../helpers/scripted-api.ts";
import { tempWorkspace } from "../helpers/workspace.ts";
import { ELISION_RE } from "../../../src/agent-protocol/formats.ts";

const STATUS = "\n[exit code 0]";

describe("the status line counts inside the cap", () => {
  it("an output that fits with its status line reaches the model whole", async () => {
    const body = "x".repeat(30_000 - STATUS.length);
    const h = toolHarness({ "o.txt": body });
    const r = await h.call("bash", { command: "cat o.txt" });
    expect(r.content).toBe(body + STATUS);
    expect(h.toolCalls()[0]).toMatchObject({ elided: false, outputChars: 30_000, visibleChars: 30_000 });
  });

  it.each([30_000 - STATUS.length + 1, 30_000, 30_001])("a %i-character output is capped: the copy, status line included, is at most 30,000 and ends with it whole", async (n) => {
    const h = toolHarness({ "o.txt": "y".repeat(n) });
    const r = await h.call("bash", { command: "cat o.txt" });
    expect(r.content.endsWith(`y${STATUS}`)).toBe(true);
    expect(r.content.length).toBeLessThanOrEqual(30_000);
    expect(h.toolCalls()[0]).toMatchObject({ elided: true, visibleChars: r.content.length });
  });
});

const ALPHABET = ["a", "b", " ", "\n", "é", "中", "🎉", "𝒳", "👍🏽"];
const textArb = (min: number, max: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { minLength: min, maxLength: max, size: "max" }).map((a) => a.join("").replace(/\n+$/, "") || "z");

describe("property: cap head and tail fall on code point boundaries", () => {
  it("bash output of any length and any cap: no lone surrogate, head a prefix, tail a suffix, status whole", async () => {
    await fc.assert(
      fc.asyncProperty(textArb(50, 1200), fc.integer({ min: 200, max: 1500 }), fc.integer({ min: 0, max: 700 }), async (body, max, tail) => {
        const h = toolHarness({ "o.txt": body }, { FREECODE_OUTPUT_MAX_CHARS: String(max), FREECODE_OUTPUT_TAIL_CHARS: String(tail) });
        const r = await h.call("bash", { command: "cat o.txt" });
        expect(hasLoneSurrogate(r.content)).toBe(false);
        expect(r.content).not.toContain("\uFFFD");
        expect(r.content.endsWith(STATUS)).toBe(true);
        const shown = r.content.slice(0, -STATUS.length);
        expect(r.content.length).toBeLessThanOrEqual(max);
        if (body.length + STATUS.length <= max) {
          expect(shown).toBe(body);
          return;
        }
        const m = new RegExp(`\\n?${ELISION_RE.source}\\n?`).exec(shown);
        expect(m).not.toBeNull();
        expect(m![1]).toBe("toolu_1");
        const head = shown.slice(0, m!.index);
        const tailText = shown.slice(m!.index + m![0].length);
        expect(body.startsWith(head)).toBe(true);
        expect(body.endsWith(tailText)).toBe(true);
        expect(head.length + tailText.length).toBeLessThan(body.length);
        expect(h.ctx.store.get("toolu_1")).toBe(body + STATUS);
      }),
      { numRuns: 40, endOnFailure: true /* each run spawns a shell: report the first counterexample unshrunk */ },
    );
  });

  it("read's long-line cut: windows named by each marker's column give back the exact line, none splitting a pair", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom("a", "é", "🎉", "𝒳", "中"), { minLength: 1500, maxLength: 4500, size: "max" }), async (chars) => {
        const line = chars.join("");
        const h = toolHarness({ "w.txt": `${line}\nnext\n` });
        let got = "";
        let column = 1;
        for (let k = 0; k < 10; k++) {
          const r = await h.call("read", { path: "w.txt", offset: 1, limit: 1, column });
          expect(hasLoneSurrogate(r.content)).toBe(false);
          const text = r.content.slice(0, r.content.indexOf("\n\n[lines 1-1 of 2"));
          const m = /… \[line truncated: (\d+) characters, (\d+)-(\d+) shown; for the rest, read with offset=1 limit=1 column=(\d+)\]$/.exec(text);
          if (!m) {
            got += text;
            break;
          }
          expect(Number(m[1])).toBe(line.length);
          got += text.slice(0, m.index);
          column = Number(m[4]);
        }
        expect(got).toBe(line);
      }),
      { numRuns: 40 },
    );
  });
});

describe("on the wire", () => {
  it("a capped output of astral characters sends no lone surrogate in the request body", async () => {
    // One leading and one trailing ASCII character put both the head and the tail cut inside a pair, whatever the parity of the budget.
    const cwd = tempWorkspace({ "e.txt": "x" + "🎉".repeat(20_000) + "y" + "🎉".repeat(20_000) + "z" });
    const api = scriptedApi([callTools({ id: "toolu_e", name: "bash", input: { command: "cat e.txt" } }), answer("ok")]);
    const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "freecode-trace-")), "t.jsonl");
    await runAgent({ cwd, prompt: "p", model: "claude-sonnet-5-5", maxTurns: 3, tracePath, env: {}, baseURL: "http://127.0.0.1:9", apiKey: "sk-test", fetch: api.fetch, retry: { baseDelayMs: 1 } });
    const body = api.rawBodies[1]!;
    expect(body).toMatch(/characters \d+-\d+ omitted/);
    // JSON.stringify writes a lone surrogate as a \uD8xx escape; a pair is written as itself.
    expect(body).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
    expect(hasLoneSurrogate(body)).toBe(false);
    // Nor a replacement character standing for half a pair: the cuts themselves fall between code points.
    expect(body).not.toContain("\uFFFD");
  });
});

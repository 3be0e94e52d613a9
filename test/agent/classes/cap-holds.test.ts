/**
 * Class: caps hold for everything the model receives. Whatever a tool returns — its text, a
 * marker, bash's `[exit code N]`, a notice, a guard's refusal, a schema error — the model's copy
 * is at most FREECODE_OUTPUT_MAX_CHARS characters, for every tool and every cap.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { hasLoneSurrogate, toolHarness } from "../helpers/exec.ts";
import { toolMap, TOOLS } from "../../../src/agent/tools/index.ts";
import { patchTool } from "../../../src/agent/tools/patch.ts";
import { notRunContent } from "../../../src/agent/executor.ts";
import { maxTokensResult } from "../../../src/agent/loop.ts";
import { OutputStore } from "../../../src/agent/output-store.ts";
import { capText } from "../../../src/agent/cap.ts";

/** Pieces of real-world output: plain words, wide and astral characters, invisible ones, terminal controls, long runs. */
const PIECES = ["word ", "x", "é", "中", "🎉", "\u00A0", "\u200B", "\t", "\n", "\n", "\n", "\x1b[31m", "\x1b[0m", "\r", "\x1b[2K", "\x1b[1A", "=".repeat(300), "y".repeat(2500)];
const textArb = (max: number) => fc.array(fc.constantFrom(...PIECES), { maxLength: max }).map((a) => a.join(""));
const capArb = fc.record({ max: fc.integer({ min: 200, max: 4000 }), tail: fc.integer({ min: 0, max: 3000 }) });
const capEnv = (c: { max: number; tail: number }, extra: Record<string, string> = {}) => ({ FREECODE_OUTPUT_MAX_CHARS: String(c.max), FREECODE_OUTPUT_TAIL_CHARS: String(c.tail), ...extra });

/** A harness with every tool, patch included, under the cap. */
function harness(files: Record<string, string | Buffer>, env: Record<string, string>) {
  const h = toolHarness(files, env);
  h.ctx.tools = toolMap([...TOOLS, patchTool]);
  return h;
}

async function expectCapped(h: ReturnType<typeof harness>, max: number, name: string, input: Record<string, unknown>) {
  const r = await h.call(name, input);
  expect(r.content.length, `${name} ${JSON.stringify(input).slice(0, 200)}`).toBeLessThanOrEqual(max);
  expect(hasLoneSurrogate(r.content)).toBe(false);
  const event = h.toolCalls().at(-1)!;
  expect(event.visibleChars).toBe(r.content.length);
  return r;
}

describe("every tool's result, additions included, stays within the cap", () => {
  it("bash: text, status line, not-UTF-8 notice and terminal controls together", async () => {
    await fc.assert(
      fc.asyncProperty(textArb(60), capArb, fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.boolean(), async (text, cap, code, invalid, compress) => {
        const body = invalid ? Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0x41])]) : text;
        const h = harness({ "o.txt": body }, capEnv(cap, { FREECODE_BASH_COMPRESS: compress ? "1" : "0" }));
        const r = await expectCapped(h, cap.max, "bash", { command: `cat o.txt; exit ${code}` });
        expect(r.content.endsWith(`[exit code ${code}]`)).toBe(true);
      }),
      { numRuns: 30, endOnFailure: true /* each run spawns a shell */ },
    );
  });

  it("read, edit, patch, write, output: text, footers, notes, diagnostics and refusals", async () => {
    await fc.assert(
      fc.asyncProperty(
        textArb(80),
        capArb,
        fc.record({ offset: fc.integer({ min: 1, max: 5 }), limit: fc.integer({ min: 1, max: 3000 }), column: fc.integer({ min: 1, max: 3000 }), numbered: fc.boolean() }),
        fc.string({ minLength: 1, maxLength: 120 }),
        async (text, cap, w, needle) => {
          const long = `dir/${"n".repeat(150)}/f.txt`;
          const h = harness({ "f.txt": text || "z", [long]: `${"line\n".repeat(400)}` }, capEnv(cap, { FREECODE_READ_LINE_NUMBERS: w.numbered ? "1" : "0" }));
          h.put("bad.txt", Buffer.concat([Buffer.from(text), Buffer.from([0xe9])]));
          await expectCapped(h, cap.max, "read", { path: "f.txt", offset: w.offset, limit: w.limit, column: w.column });
          await expectCapped(h, cap.max, "read", { path: "bad.txt" });
          await expectCapped(h, cap.max, "read", { path: "dir" });
          await expectCapped(h, cap.max, "edit", { path: "f.txt", old_string: `${needle}\u00A0${text.slice(0, 300)}`, new_string: "q" });
          await expectCapped(h, cap.max, "edit", { path: "f.txt", old_string: text.slice(0, 900) || "z", new_string: `${text.slice(0, 900)}!` });
          await expectCapped(h, cap.max, "patch", { path: "f.txt", diff: `@@ -1,3 +1,3 @@\n ${needle}\n-${text.slice(0, 400).replace(/\n/g, " ")}\n+new\n` });
          await expectCapped(h, cap.max, "write", { path: long, content: "only\n" }); // the shrink guard's refusal
          await expectCapped(h, cap.max, "write", { path: long, content: `${"line\n".repeat(399)}// ... rest of the file unchanged\n` }); // the placeholder guard's
          await expectCapped(h, cap.max, "write", { path: "bad.txt", content: "caf\uFFFD\n" }); // the not-UTF-8 guard's
          await expectCapped(h, cap.max, "output", { id: "toolu_1", offset: w.offset, limit: w.limit, column: w.column });
          await expectCapped(h, cap.max, "output", { id: "toolu_1", pattern: needle.slice(0, 3) || "." });
          await expectCapped(h, cap.max, "output", { id: "nope" });
          await expectCapped(h, cap.max, "read", { path: 5 }); // schema error
          await expectCapped(h, cap.max, "nosuchtool", { x: needle });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("grep and glob: listings past 500 results with their markers and summaries", async () => {
    await fc.assert(
      fc.asyncProperty(capArb, fc.integer({ min: 1, max: 1200 }), fc.integer({ min: 0, max: 3000 }), async (cap, n, width) => {
        const files: Record<string, string> = { "m.txt": Array.from({ length: n }, (_, i) => `hit ${i} ${"w".repeat(width)}`).join("\n") };
        for (let i = 0; i < Math.min(n, 520); i += 1) files[`d/f${i}.ts`] = "x";
        const h = harness(files, capEnv(cap));
        await expectCapped(h, cap.max, "grep", { pattern: "hit" });
        await expectCapped(h, cap.max, "glob", { pattern: "**/*.ts" });
      }),
      { numRuns: 6 },
    );
  });

  it("the note for calls a max_tokens cut left unrun", () => {
    for (const max of [200, 250, 400, 30_000]) {
      const note = maxTokensResult(64_000);
      const content = notRunContent("toolu_cut", note, { store: new OutputStore(), env: { FREECODE_OUTPUT_MAX_CHARS: String(max) } });
      expect(content.length).toBeLessThanOrEqual(max);
      if (note.length <= max) expect(content).toBe(note);
    }
  });
});

describe("the cap itself, for any text, id, trailer and origin", () => {
  it("property: never longer than the cap, never a lone surrogate where the input had none, trailer whole when it fits", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "\n", "🎉", "é", " ", "\n\n"), maxLength: 3000 }),
        fc.integer({ min: 200, max: 2500 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.string({ minLength: 1, maxLength: 60 }).map((s) => `toolu_${s.replace(/["\]\n]/g, "x")}`),
        fc.option(fc.string({ maxLength: 150 }).map((s) => s.replace(/\n/g, " ")), { nil: undefined }),
        fc.integer({ min: 1, max: 50 }),
        (text, max, tail, id, trailer, spread) => {
          const r = capText(text, id, { maxChars: max, tailChars: Math.min(tail, max / 2) }, { trailer, origin: (k) => ({ from: k * spread, to: k * spread + spread - 1, count: spread }) });
          expect(r.text.length).toBeLessThanOrEqual(max);
          expect(hasLoneSurrogate(r.text)).toBe(false);
          if (trailer !== undefined && trailer.length + 1 <= max / 2) expect(r.text.endsWith(`\n${trailer}`)).toBe(true);
          if (text.length + (trailer === undefined ? 0 : trailer.length + 1) <= max) expect(r.elided).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("the boundary: the status line is counted", () => {
  it("a bash output 30,000 characters long with its status line comes back capped to 30,000 in all", async () => {
    const h = harness({ "o.txt": "a".repeat(30_000) }, {});
    const r = await expectCapped(h, 30_000, "bash", { command: "cat o.txt; exit 1" });
    expect(r.content.endsWith("\n[exit code 1]")).toBe(true);
  });
});

/**
 * Class: markers say what was cut in the unit the `output` tool accepts (lines; columns inside
 * one long line), the exact amount, and the exact `output` call that gets it back — and that
 * call does get it back.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { toolHarness } from "../helpers/exec.ts";
import { ELISION_RE } from "../../../src/agent-protocol/formats.ts";
import { compressOutput } from "../../../src/agent/compress.ts";

type Harness = ReturnType<typeof toolHarness>;
const MARKER = new RegExp(ELISION_RE.source);
const TRUNCATED = /… \[line truncated: (\d+) characters, (\d+)-(\d+) shown; for the rest, call output with id="([^"]+)" offset=(\d+) limit=1 column=(\d+)\]$/;

/**
 * Lines offset..offset+limit-1 of stored output `id` (each from `column`), read through `output`
 * calls alone: windows continued by their footers, long lines by their truncation markers.
 */
async function pageBack(h: Harness, id: string, offset: number, limit: number, column = 1): Promise<string[]> {
  const out: string[] = [];
  let next = offset;
  while (next < offset + limit) {
    const r = await h.call("output", { id, offset: next, limit: offset + limit - next, column });
    expect(r.isError).toBe(false);
    const footerAt = r.content.lastIndexOf("\n\n[");
    const body = r.content.slice(0, footerAt);
    for (const numbered of body.split("\n")) {
      const m = /^(\d+): ([\s\S]*)$/.exec(numbered)!;
      let text = m[2]!;
      let line = "";
      for (let t = TRUNCATED.exec(text); t; t = TRUNCATED.exec(text)) {
        line += text.slice(0, t.index);
        const more = await h.call("output", { id: t[4]!, offset: Number(t[5]), limit: 1, column: Number(t[6]) });
        text = /^\d+: ([\s\S]*)$/.exec(more.content.slice(0, more.content.lastIndexOf("\n\n[")))![1]!;
      }
      out.push(line + text);
      next = Number(m[1]) + 1;
    }
    if (!/continue with offset=/.test(r.content.slice(footerAt))) break;
  }
  return out;
}

/** What a cap marker states it left out, read from its words. */
function statement(marker: string) {
  const m = MARKER.exec(marker)!;
  const call = { id: m[1]!, offset: Number(m[2]), limit: Number(m[3]), column: m[4] === undefined ? undefined : Number(m[4]) };
  const same = /line (\d+) is (\d+) characters; characters (\d+)-(\d+) omitted \((\d+) characters\)/.exec(marker);
  if (same) return { call, from: +same[1]!, to: +same[1]!, lineChars: +same[2]!, fromColumn: +same[3]!, toColumn: +same[4]!, count: +same[5]! };
  const mixed = /line (\d+)(?: \((\d+) characters\) from column (\d+))? to line (\d+)(?: \((\d+) characters\) column (\d+))? omitted \((\d+) lines\)/.exec(marker);
  if (mixed) {
    const [, from, fromChars, fromColumn, to, toChars, toColumn, count] = mixed;
    return { call, from: +from!, to: +to!, fromColumn: fromColumn ? +fromColumn : undefined, toColumn: toColumn ? +toColumn : undefined, count: +count!, fromChars: fromChars ? +fromChars : undefined, toChars: toChars ? +toChars : undefined };
  }
  const whole = /lines? (\d+)(?:-(\d+))? omitted \((\d+) lines?\)/.exec(marker)!;
  return { call, from: +whole[1]!, to: +(whole[2] ?? whole[1]!), count: +whole[3]! };
}

const lineArb = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[a-z0-9 =:.-]{0,90}$/) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 9000 }).map((n) => Array.from({ length: n }, (_, k) => String.fromCharCode(97 + (k % 26))).join("")) },
);

describe("the cap's marker: lines (or one line's columns), how many, and the call that gives them back", () => {
  it("property: the marker's statement and its output call rebuild the output exactly", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { minLength: 1, maxLength: 400 }), fc.integer({ min: 1000, max: 9000 }), fc.integer({ min: 0, max: 4000 }), async (lines, max, tail) => {
        const body = lines.join("\n").replace(/\n+$/, "") || "z";
        const h = toolHarness({ "o.txt": body }, { FREECODE_OUTPUT_MAX_CHARS: String(max), FREECODE_OUTPUT_TAIL_CHARS: String(tail) });
        const r = await h.call("bash", { command: "cat o.txt" });
        const shown = r.content.slice(0, -"\n[exit code 0]".length);
        const m = new RegExp(`\\n?(${ELISION_RE.source})\\n?`).exec(shown);
        if (!m) {
          expect(shown).toBe(body);
          return;
        }
        const head = shown.slice(0, m.index);
        const tailText = shown.slice(m.index + m[0].length);
        const s = statement(m[1]!);
        const S = body.split("\n");
        // The words: the amount cut, in lines, or in characters of one line whose length is stated.
        let omitted: string;
        if ("lineChars" in s) {
          expect(s.lineChars).toBe(S[s.from - 1]!.length);
          expect(s.count).toBe(s.toColumn! - s.fromColumn! + 1);
          omitted = S[s.from - 1]!.slice(s.fromColumn! - 1, s.toColumn);
          expect(s.call).toEqual({ id: "toolu_1", offset: s.from, limit: 1, column: s.fromColumn });
        } else {
          expect(s.count).toBe(s.to - s.from + 1);
          // A line the cut goes into is named with its full length.
          if ("fromChars" in s && s.fromChars !== undefined) expect(s.fromChars).toBe(S[s.from - 1]!.length);
          if ("toChars" in s && s.toChars !== undefined) expect(s.toChars).toBe(S[s.to - 1]!.length);
          const span = S.slice(s.from - 1, s.to);
          span[span.length - 1] = span[span.length - 1]!.slice(0, s.toColumn ?? undefined);
          span[0] = span[0]!.slice((s.fromColumn ?? 1) - 1);
          omitted = span.join("\n");
          expect(s.call).toEqual({ id: "toolu_1", offset: s.from, limit: s.count, column: undefined });
        }
        const before = head === "" ? "" : s.fromColumn !== undefined ? head : `${head}\n`;
        const after = tailText === "" ? "" : s.toColumn !== undefined ? tailText : `\n${tailText}`;
        expect(before + omitted + after).toBe(body);
        // The call: output with exactly the marker's offset, limit and column gives the cut back.
        const paged = await pageBack(h, s.call.id, s.call.offset, s.call.limit, s.call.column ?? 1);
        if ("lineChars" in s) expect(paged[0]!.startsWith(omitted)).toBe(true);
        else expect(paged).toEqual(S.slice(s.from - 1, s.to));
      }),
      { numRuns: 30, endOnFailure: true /* each run spawns a shell */ },
    );
  });

  it("a 1,700,000-character line: the marker states its full length, the columns cut and the call; output pages on by column", async () => {
    const h = toolHarness({});
    const r = await h.call("bash", { command: "head -c 1700000 /dev/zero | tr '\\0' a; printf 'b\\n'" });
    const m = MARKER.exec(r.content)!;
    expect(m[0]).toMatch(/^\[… line 1 is 1700001 characters; characters (\d+)-(\d+) omitted \(\d+ characters\)/);
    const first = Number(/characters (\d+)-/.exec(m[0])![1]);
    expect(m[0]).toContain(`call output with id="toolu_1" offset=1 limit=1 column=${first}`);
    const page = await h.call("output", { id: "toolu_1", offset: 1, limit: 1, column: first });
    expect(page.content).toContain(`… [line truncated: 1700001 characters, ${first}-${first + 1999} shown; for the rest, call output with id="toolu_1" offset=1 limit=1 column=${first + 2000}]`);
    expect(r.content.length).toBeLessThanOrEqual(30_000);
  });

  it("a 20,000-line log: lines a-b omitted (n lines) and offset=a limit=n, which returns line a first", async () => {
    const h = toolHarness({});
    const r = await h.call("bash", { command: "seq 1 20000 | sed 's/^/row /'" });
    const s = statement(MARKER.exec(r.content)![0]);
    expect(s.fromColumn).toBeUndefined();
    expect(r.content).toContain(`lines ${s.from}-${s.to} omitted (${s.to - s.from + 1} lines); call output with id="toolu_1" offset=${s.from} limit=${s.to - s.from + 1} …]`);
    expect(r.content).toContain(`\nrow ${s.from - 1}\n[… lines ${s.from}-`);
    expect(r.content).toContain(`…]\nrow ${s.to + 1}\n`);
    const page = await h.call("output", { id: "toolu_1", offset: s.from, limit: 2 });
    expect(page.content.startsWith(`${s.from}: row ${s.from}\n${s.from + 1}: row ${s.from + 1}\n`)).toBe(true);
  });
});

describe("every other marker", () => {
  it("grep past 500 results: the lines left out and the call that pages exactly them", async () => {
    const h = toolHarness({ "m.txt": Array.from({ length: 620 }, (_, i) => `hit ${i + 1}`).join("\n") });
    const r = await h.call("grep", { pattern: "hit" });
    expect(r.content).toContain('[120 more results] [… lines 501-620 omitted (120 lines); call output with id="toolu_1" offset=501 limit=120 …]');
    expect(await pageBack(h, "toolu_1", 501, 120)).toEqual(Array.from({ length: 120 }, (_, i) => `m.txt:${501 + i}: hit ${501 + i}`));
  });

  it("binary output: the notice names the hex dump's lines and the call that pages all of them", async () => {
    const h = toolHarness({ "b.bin": Buffer.from(Array.from({ length: 100 }, (_, i) => i)) });
    const r = await h.call("bash", { command: "cat b.bin" });
    expect(r.content).toContain('hex dump of 7 lines, 16 bytes a line, after one header line: call output with id="toolu_1" offset=2 limit=7');
    const dump = await pageBack(h, "toolu_1", 2, 7);
    expect(dump[0]).toMatch(/^00000000: 00 01 02/);
    expect(dump[6]).toMatch(/^00000060: 60 61 62 63/);
  });

  it("property: each compressor marker names exactly the lines it stands for (putting them back rebuilds the output)", () => {
    const logLine = fc.oneof(
      fc.constantFrom("ok 1 - passes", "test_x (t.T.test_x) ... ok", "[=====>    ] 42%", "Retrying", "ERROR: boom", "warning: w", ""),
      fc.stringMatching(/^[a-z ]{1,30}$/),
    );
    const commands = ["npm test", "git diff", "find . -type f", "make all"];
    fc.assert(
      fc.property(fc.array(logLine, { minLength: 1, maxLength: 400 }), fc.constantFrom(...commands), (lines, command) => {
        const text = command === "git diff" ? lines.map((l, i) => (i % 17 === 0 ? `+${l}` : ` ${l}`)).join("\n") : command.startsWith("find") ? lines.map((l) => `./node_modules/${l}`).join("\n") : lines.join("\n");
        const c = compressOutput(command, text, "toolu_c", {});
        if (!c.changed) return;
        const S = text.split("\n");
        const rebuilt: string[] = [];
        for (const l of c.text.split("\n")) {
          const m = MARKER.exec(l);
          if (!m) rebuilt.push(l);
          else rebuilt.push(...S.slice(Number(m[2]) - 1, Number(m[2]) - 1 + Number(m[3])));
        }
        expect(rebuilt).toEqual(S);
      }),
      { numRuns: 300 },
    );
  });

  it("compressed, then capped: the cap's marker names lines of the full output, and putting every marker's lines back rebuilds it", async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 250 === 7 ? `FAIL case ${i}` : `ok ${i} - case ${i} passes with a description long enough`));
    const h = toolHarness({ "log.txt": lines.join("\n"), Makefile: "all:\n\t@cat log.txt\n" }, { FREECODE_BASH_COMPRESS: "1", FREECODE_OUTPUT_MAX_CHARS: "2000", FREECODE_OUTPUT_TAIL_CHARS: "600" });
    const r = await h.call("bash", { command: "make -s all" });
    expect(r.content).toMatch(/passing lines collapsed/);
    expect(r.content).toMatch(/\n\[… lines \d+-\d+ omitted/);
    expect(r.content.length).toBeLessThanOrEqual(2000);
    const rebuilt: string[] = [];
    for (const l of r.content.slice(0, -"\n[exit code 0]".length).split("\n")) {
      const m = MARKER.exec(l);
      if (!m) rebuilt.push(l);
      else rebuilt.push(...(await pageBack(h, m[1]!, Number(m[2]), Number(m[3]))));
    }
    expect(rebuilt).toEqual(lines);
  });

  it("output's own pattern search past the cap names the call for the matches left over", async () => {
    const h = toolHarness({ "o.txt": Array.from({ length: 3000 }, (_, i) => `match ${i + 1} ${"x".repeat(40)}`).join("\n") }, { FREECODE_OUTPUT_MAX_CHARS: "2000" });
    await h.call("bash", { command: "cat o.txt" }, "toolu_o");
    const r = await h.call("output", { id: "toolu_o", pattern: "match" });
    const m = /(\d+) more from line (\d+) not shown: call output with id="toolu_o" pattern="match" offset=(\d+)\]$/.exec(r.content)!;
    expect(m).not.toBeNull();
    const next = await h.call("output", { id: "toolu_o", pattern: "match", offset: Number(m[3]) });
    expect(next.content.startsWith(`${m[2]}: match ${m[2]} `)).toBe(true);
  });
});

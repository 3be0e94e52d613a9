/** Class 4: a final newline is added or removed only when new_string does it. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { b, toolHarness } from "../helpers/exec.ts";

describe("final newline", () => {
  it("new_string without the line break old_string ended with removes it (nothing is added back)", async () => {
    const h = toolHarness({ "h.txt": "hello\n" });
    const r = await h.call("edit", { path: "h.txt", old_string: "hello\n", new_string: "bye" });
    expect(r.content).toBe("Edited h.txt: replaced 1 occurrence (first at line 1, now 1 line).");
    expect(h.bytes("h.txt").equals(b("bye"))).toBe(true);
  });

  it("a file without a final newline does not get one from an edit", async () => {
    const h = toolHarness({ "n.txt": "a\nlast" });
    await h.call("edit", { path: "n.txt", old_string: "last", new_string: "end" });
    expect(h.bytes("n.txt").equals(b("a\nend"))).toBe(true);
    await h.call("edit", { path: "n.txt", old_string: "a\n", new_string: "a\nb\n" });
    expect(h.bytes("n.txt").equals(b("a\nb\nend"))).toBe(true);
  });

  it("old_string ending in a line break the file's last line lacks: says so, changes nothing", async () => {
    const h = toolHarness({ "n.txt": "one\ntwo" });
    const r = await h.call("edit", { path: "n.txt", old_string: "two\n", new_string: "2\n" });
    expect(r).toEqual({
      id: "toolu_1",
      isError: true,
      content:
        "edit failed: old_string was not found in n.txt; nothing was changed.\nold_string ends with a line break, but n.txt has no final newline: its last line ends the file without one, at line 2, column 4. " +
        "Remove the final line break from old_string (and from new_string, unless you mean to add a final newline) and retry.",
    });
    expect(h.bytes("n.txt").equals(b("one\ntwo"))).toBe(true);
  });

  it("new_string may add a final newline on purpose", async () => {
    const h = toolHarness({ "n.txt": "one\ntwo" });
    await h.call("edit", { path: "n.txt", old_string: "two", new_string: "two\n" });
    expect(h.bytes("n.txt").equals(b("one\ntwo\n"))).toBe(true);
  });
});

describe("property: the end of the file changes only when the edit reaches it", () => {
  it("keeps the final newline (and every byte after the match); at the end, follows new_string", async () => {
    const line = fc.stringMatching(/^[a-z ]{0,8}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.constantFrom("", "\n", "\r\n"),
        fc.nat(),
        fc.boolean(),
        fc.array(line, { maxLength: 3 }),
        fc.constantFrom("", "\n"),
        async (lines, final, k0, toEnd, repl, replEnd) => {
          const named = lines.map((l, i) => `L${i}:${l}`);
          const sep = final === "\r\n" ? "\r\n" : "\n";
          const raw = named.join(sep) + final;
          const k = k0 % named.length;
          // old_string: line k, and when toEnd everything to the end of the file (final newline as "\n").
          const oldString = toEnd ? named.slice(k).join("\n") + (final ? "\n" : "") : named[k]!;
          const newString = repl.join("\n") + replEnd;
          fc.pre(newString !== oldString);
          const h = toolHarness({ "f.txt": raw });
          const r = await h.call("edit", { path: "f.txt", old_string: oldString, new_string: newString });
          expect(r.isError).toBe(false);
          const after = h.bytes("f.txt").toString("utf8");
          const start = named.slice(0, k).join(sep).length + (k > 0 ? sep.length : 0);
          const prefix = raw.slice(0, start);
          const reachesEnd = toEnd || (k === named.length - 1 && final === "");
          if (!reachesEnd) {
            // Not reaching the end: the rest of the file, final newline included, is untouched.
            expect(after.endsWith(raw.slice(start + named[k]!.length))).toBe(true);
            expect(after.endsWith("\n")).toBe(raw.endsWith("\n"));
          } else {
            const inserted = newString.replace(/\n/g, sep);
            expect(Buffer.from(after).equals(b(prefix + inserted))).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

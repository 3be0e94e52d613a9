/** Class 3: byte-order marks and encodings. A BOM is never shown nor lost; bytes that are not UTF-8 are never re-encoded. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { b, toolHarness } from "../helpers/exec.ts";
import { decodeFile, encodeFile } from "../../../src/agent/bytes/utf8.ts";

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const latin1 = (s: string) => Buffer.from(s, "latin1");

describe("byte-order mark", () => {
  it("read does not show U+FEFF as part of line 1", async () => {
    const h = toolHarness({ "b.txt": Buffer.concat([BOM, b("first\nsecond\n")]) }, { FREECODE_READ_LINE_NUMBERS: "1" });
    const r = await h.call("read", { path: "b.txt" });
    expect(r.content).toBe("1: first\n2: second\n\n[lines 1-2 of 2; end of file]");
  });

  it("edit keeps the BOM, including an edit of line 1", async () => {
    const h = toolHarness({ "b.txt": Buffer.concat([BOM, b("first\r\nsecond\r\n")]) });
    const r = await h.call("edit", { path: "b.txt", old_string: "first", new_string: "1st" });
    expect(r.content).toBe("Edited b.txt: replaced 1 occurrence (first at line 1, now 1 line).");
    expect(h.bytes("b.txt").equals(Buffer.concat([BOM, b("1st\r\nsecond\r\n")]))).toBe(true);
  });

  it("write over a file with a BOM keeps it and says so; content with its own BOM gets one", async () => {
    const h = toolHarness({ "b.txt": Buffer.concat([BOM, b("a\nb\n")]) });
    const r = await h.call("write", { path: "b.txt", content: "x\ny\n" });
    expect(r.content).toBe("Replaced b.txt: 2 lines, 7 bytes. Kept its UTF-8 byte-order mark.");
    expect(h.bytes("b.txt").equals(Buffer.concat([BOM, b("x\ny\n")]))).toBe(true);
    await h.call("write", { path: "b.txt", content: "\uFEFFz\nw\n" });
    expect(h.bytes("b.txt").equals(Buffer.concat([BOM, b("z\nw\n")]))).toBe(true);
  });
});

describe("a file that is not valid UTF-8", () => {
  it("edit keeps the bytes it does not replace (no EF BF BD)", async () => {
    const h = toolHarness({ "l.txt": latin1("caf\xE9\nhello\n") });
    const r = await h.call("edit", { path: "l.txt", old_string: "hello", new_string: "bye" });
    expect(r.content).toBe("Edited l.txt: replaced 1 occurrence (first at line 2, now 1 line).");
    expect(h.bytes("l.txt").equals(latin1("caf\xE9\nbye\n"))).toBe(true);
  });

  it("read shows U+FFFD with a note that says where, and never a lone surrogate", async () => {
    const h = toolHarness({ "l.txt": latin1("caf\xE9\nna\xEFve \xFF\n") });
    const r = await h.call("read", { path: "l.txt" });
    expect(r.content).toBe(
      "caf\uFFFD\nna\uFFFDve \uFFFD\n\n[3 bytes are not valid UTF-8 (the first at line 1, column 4), shown as U+FFFD; edit keeps such bytes as they are, and old_string cannot contain them]\n[lines 1-2 of 2; end of file]",
    );
  });

  it("an old_string holding the U+FFFD that read showed is refused with the byte and its place", async () => {
    const h = toolHarness({ "l.txt": latin1("caf\xE9\nhello\n") });
    const r = await h.call("edit", { path: "l.txt", old_string: "caf\uFFFD", new_string: "cafe" });
    expect(r).toEqual({
      id: "toolu_1",
      isError: true,
      content:
        "edit failed: old_string was not found in l.txt; nothing was changed.\nl.txt is not valid UTF-8: it has bytes that are no UTF-8 character (line 1, column 4 byte 0xE9). " +
        "read shows each as U+FFFD, which is not what the file holds, so old_string cannot contain them. Choose an old_string that ends before or starts after such bytes; edit leaves them as they are.",
    });
    expect(h.bytes("l.txt").equals(latin1("caf\xE9\nhello\n"))).toBe(true);
  });

  it("write refuses content with U+FFFD over such a file, which would re-encode its bytes", async () => {
    const h = toolHarness({ "l.txt": latin1("caf\xE9\nhello\n") });
    const r = await h.call("write", { path: "l.txt", content: "caf\uFFFD\nhello world\n" });
    expect(r.isError).toBe(true);
    expect(r.content).toBe(
      "write refused: l.txt has 1 byte that is not valid UTF-8, which read shows as U+FFFD, and the content holds U+FFFD: writing it would replace those bytes with EF BF BD. " +
        "Nothing was written. Use edit on the lines that change (it keeps such bytes as they are).",
    );
    expect(h.bytes("l.txt").equals(latin1("caf\xE9\nhello\n"))).toBe(true);
  });

  it("edit refuses a file with NUL bytes (binary or UTF-16)", async () => {
    const utf16 = Buffer.from("\uFEFFhi\n", "utf16le");
    const h = toolHarness({ "u.txt": utf16 });
    const r = await h.call("edit", { path: "u.txt", old_string: "hi", new_string: "yo" });
    expect(r.content).toBe("edit failed: u.txt holds NUL bytes (a binary or UTF-16 file, 8 bytes); edit changes UTF-8 text only. Nothing was changed.");
    expect(h.bytes("u.txt").equals(utf16)).toBe(true);
  });
});

describe("property: arbitrary bytes survive", () => {
  it("decode/encode round-trips any byte string", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const d = decodeFile(bytes);
        expect(encodeFile(d.text, d.bom).equals(Buffer.from(bytes))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("an edit of an ASCII word among arbitrary non-NUL bytes changes that word only", async () => {
    const noNul = fc.uint8Array({ maxLength: 60 }).map((a) => Buffer.from(a.map((x) => (x === 0 ? 1 : x))));
    await fc.assert(
      fc.asyncProperty(noNul, noNul, async (before, after) => {
        const file = Buffer.concat([before, b("\nMARKER\n"), after]);
        fc.pre(file.indexOf("MARKER") === before.length + 1 && file.indexOf("MARKER", before.length + 2) === -1);
        const h = toolHarness({ "x.bin": file });
        const r = await h.call("edit", { path: "x.bin", old_string: "MARKER", new_string: "DONE" });
        expect(r.isError).toBe(false);
        expect(h.bytes("x.bin").equals(Buffer.concat([before, b("\nDONE\n"), after]))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

/** Class 9: binary bash output reaches the model as a notice with its byte count; the raw bytes are stored and pageable. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { toolHarness } from "../helpers/exec.ts";
import { hexdump } from "../../../src/agent/bytes/binary.ts";

/** Bytes back from the stored hex dump (what a model paging it could reconstruct). */
function fromDump(stored: string): Buffer {
  const rows = stored.split("\n").slice(1, -1); // header line, …rows, status line
  return Buffer.from(rows.map((r) => r.slice(10, 10 + 47).replace(/ /g, "")).join(""), "hex");
}

describe("binary output", () => {
  it("NUL bytes: a notice with the byte count, no NUL or U+FFFD; the hex dump is stored and pageable", async () => {
    const bytes = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0xff, 0xfe, 0x41, 0x0a, 0x42, 0x00, 0x43, 0x44, 0x45, 0x46]);
    const h = toolHarness({ "a.out": bytes });
    const r = await h.call("bash", { command: "cat a.out" });
    expect(r).toEqual({
      id: "toolu_1",
      isError: false,
      content:
        '[binary output: 19 bytes (NUL bytes and 2 bytes that are not valid UTF-8), not shown as text. The raw bytes are stored as a hex dump of 2 lines, 16 bytes a line, after one header line: call output with id="toolu_1" offset=2 limit=2; ' +
        "or rerun the command piped through a filter (strings, head -c, xxd)]\n[exit code 0]",
    });
    const stored = h.ctx.store.get("toolu_1")!;
    expect(stored).toBe(`[binary output: 19 bytes as a hex dump, 16 a line: offset, bytes in hex, printable ASCII]\n${hexdump(bytes)}\n[exit code 0]`);
    expect(fromDump(stored).equals(bytes)).toBe(true);
    const page = await h.call("output", { id: "toolu_1", offset: 2, limit: 1 });
    expect(page.content).toBe("2: 00000000: 7f 45 4c 46 02 01 01 00 00 ff fe 41 0a 42 00 43  .ELF.......A.B.C\n\n[lines 2-2 of 4; continue with offset=3]");
    expect(h.toolCalls()[0]).toMatchObject({ elided: true, ok: true });
  });

  it("text with a few bytes that are not UTF-8: shown with \\xHH, never U+FFFD, with a note", async () => {
    const h = toolHarness({ "l.txt": Buffer.from("caf\xE9 au lait, cr\xE8me br\xFBl\xE9e and more plain text here\n", "latin1") });
    const r = await h.call("bash", { command: "cat l.txt" });
    expect(r.content).toBe("caf\\xE9 au lait, cr\\xE8me br\\xFBl\\xE9e and more plain text here\n[4 bytes of this output are not valid UTF-8; each is shown as \\xHH]\n[exit code 0]");
  });

  it("property: any output with a NUL byte is a notice whose stored dump gives back the exact bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 300, size: "max" }), fc.nat(), async (arr, at) => {
        const bytes = Buffer.from(arr);
        bytes[at % bytes.length] = 0;
        // A final newline byte is kept too (never written over the one NUL).
        if (at % 3 === 0 && at % bytes.length !== bytes.length - 1) bytes[bytes.length - 1] = 0x0a;
        const h = toolHarness({ "b.bin": bytes });
        const r = await h.call("bash", { command: "cat b.bin" });
        expect(r.content.startsWith(`[binary output: ${bytes.length} bytes (NUL bytes`)).toBe(true);
        expect(r.content).not.toMatch(/[\0\uFFFD]/);
        expect(fromDump(h.ctx.store.get("toolu_1")!).equals(bytes)).toBe(true);
      }),
      { numRuns: 25, endOnFailure: true /* each run spawns a shell */ },
    );
  });
});

import { describe, expect, it } from "vitest";
import { showEarlyStatus } from "../../bin/early-status.mjs";

/** A stand-in for a terminal stream: what was written to it, in order. */
function tty(isTTY = true) {
  const chunks: string[] = [];
  const stream = { isTTY, write(c: string | Uint8Array) { chunks.push(typeof c === "string" ? c : Buffer.from(c).toString()); return true; } };
  return { stream, chunks };
}

describe("the launcher's early status line", () => {
  it("on a terminal, says the run is starting and is erased by the CLI's first write, to stderr or stdout", () => {
    const err = tty();
    const out = tty();
    let atExit: (() => void) | null = null;
    expect(showEarlyStatus(["eval", "ab", "coding", "--candidate", "env:X=1"], { err: err.stream, out: out.stream, onExit: (f) => (atExit = f) })).toBe(true);
    expect(err.chunks).toEqual(["freecode eval ab coding: starting…"]);
    out.stream.write(Buffer.from("table\n"));
    err.stream.write("plan: suite coding\n");
    expect(out.chunks).toEqual(["\r\x1b[2Ktable\n"]);
    expect(err.chunks.slice(1)).toEqual(["plan: suite coding\n"]); // erased once only
    atExit!();
    expect(err.chunks).toHaveLength(2); // something was written: nothing more at exit
  });

  it("erases once, also for a caller that kept a reference to the wrapped write", () => {
    const err = tty();
    showEarlyStatus(["eval", "ab", "coding"], { err: err.stream, out: tty(false).stream, onExit: () => {} });
    const kept = err.stream.write.bind(err.stream);
    kept("progress ");
    kept("10%\n");
    expect(err.chunks).toEqual(["freecode eval ab coding: starting…", "\r\x1b[2Kprogress ", "10%\n"]);
  });

  it("erases itself at exit when the CLI wrote nothing", () => {
    const err = tty();
    let atExit: (() => void) | null = null;
    showEarlyStatus(["eval", "ab"], { err: err.stream, out: tty(false).stream, onExit: (f) => (atExit = f) });
    atExit!();
    expect(err.chunks).toEqual(["freecode eval ab: starting…", "\r\x1b[2K"]);
  });

  it("writes nothing when stderr is not a terminal, for other commands, or with --help, --version, --json, --quiet", () => {
    for (const [argv, isTTY] of [
      [["eval", "ab", "coding"], false],
      [["eval", "analyze", "x.csv"], true],
      [["eval", "ab", "coding", "--help"], true],
      [["eval", "ab", "coding", "-V"], true],
      [["eval", "ab", "coding", "--json"], true],
      [["eval", "ab", "coding", "-q"], true],
    ] as Array<[string[], boolean]>) {
      const err = tty(isTTY);
      expect(showEarlyStatus(argv, { err: err.stream, out: tty().stream, onExit: () => {} })).toBe(false);
      expect(err.chunks).toEqual([]);
    }
  });
});

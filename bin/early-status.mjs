// A status line on the terminal within a few tens of milliseconds of the spawn, before the bundle
// check and the CLI's module loading (0.3–1 s of CPU on a 2-core machine, several seconds under
// load), so an operator who starts `eval ab` sees at once that it is starting. The CLI's first
// write to the terminal erases it (carriage return, erase line), so everything the CLI prints is
// unchanged; when stderr is not a terminal (pipes, CI, tests, `--json` consumers) nothing is written.

const ERASE = "\r\x1b[2K";
const SILENT = new Set(["--help", "-h", "--version", "-V", "--json", "--quiet", "-q"]);

/**
 * Writes `freecode eval ab SUITE: starting…` to `err` when it is a TTY and the command line is an
 * `eval ab` run that prints progress, and arranges for the first later write to `err` or `out`
 * (when that is a TTY too) to erase it first; at exit with nothing written, erases it.
 * @param {string[]} argv the arguments after `freecode` (process.argv.slice(2))
 * @param {{ err?: NodeJS.WriteStream, out?: NodeJS.WriteStream, onExit?: (f: () => void) => void }} [io]
 * @returns {boolean} whether the status was written
 */
export function showEarlyStatus(argv, io = {}) {
  const err = io.err ?? process.stderr;
  const out = io.out ?? process.stdout;
  if (!err.isTTY || argv[0] !== "eval" || argv[1] !== "ab" || argv.some((a) => SILENT.has(a))) return false;
  const suite = argv[2] !== undefined && !argv[2].startsWith("-") ? ` ${argv[2]}` : "";
  err.write(`freecode eval ab${suite}: starting…`);
  const streams = out.isTTY ? [err, out] : [err];
  const originals = streams.map((s) => s.write);
  let pending = true;
  const restore = () => streams.forEach((s, i) => { s.write = originals[i]; });
  streams.forEach((s, i) => {
    s.write = function (chunk, ...rest) {
      // Erase once: a caller that kept a reference to this wrapper writes through unchanged later.
      if (!pending) return originals[i].call(s, chunk, ...rest);
      restore();
      pending = false;
      const erased = typeof chunk === "string" ? ERASE + chunk : Buffer.concat([Buffer.from(ERASE), Buffer.from(chunk)]);
      return originals[i].call(s, erased, ...rest);
    };
  });
  (io.onExit ?? ((f) => process.once("exit", f)))(() => {
    if (!pending) return;
    restore();
    err.write(ERASE);
  });
  return true;
}

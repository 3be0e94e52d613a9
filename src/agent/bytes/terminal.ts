/**
 * The readable rendering of terminal output: what a person would read in the terminal's
 * scrollback, not the control bytes that drew it. Used for the model's copy of bash output and
 * served by the `output` tool by default (the output store keeps the raw bytes too).
 *
 * Written here rather than taken from a terminal emulator package: @xterm/headless renders into
 * a grid of a fixed width (a long line wraps) and allocates 12 bytes per cell of every row of
 * scrollback (240 MB for a 20,000-line log at 1,000 columns); this renderer keeps each line a
 * string of any length. test/agent/classes/terminal-recoverable.test.ts checks it against
 * @xterm/headless on random control sequences.
 *
 * Semantics, as a terminal of unbounded width and SCREEN_ROWS rows with unbounded scrollback:
 * - "\n" (and VT, FF) starts the next line at column 1 (a pipe's newline); "\r\n" is one break;
 * - "\r" returns to column 1 and what follows overwrites; "\b" moves one column left;
 * - CSI A/B/C/D/E/F/G/H/f/d/`/a/e cursor moves (up and down within the screen: the last
 *   SCREEN_ROWS lines), CSI K erases in the line, CSI J below/above; CSI 2J, 3J and ESC c start a
 *   fresh screen below what was written (what scrolled away stays readable, as in a scrollback);
 *   ESC 7/8 and CSI s/u save and restore the cursor; ESC D/E/M move by a line;
 * - every other escape sequence (colours, modes, titles, hyperlinks' targets) and every other
 *   control character (BEL, NUL, …) is dropped; a tab stays a tab (one column);
 * - a line something was written over (or written on past its end after a cursor move) loses
 *   its trailing spaces, which the screen does not show; lines written straight through keep
 *   every character.
 * Columns count code points (a wide character counts 1), so a surrogate pair is never split.
 */
import ansiRegex from "ansi-regex";

/** Rows of the screen cursor moves are confined to (up and down; absolute rows count from its top). */
export const SCREEN_ROWS = 100;

export interface RenderedOutput {
  text: string;
  /** True when the rendering differs from the raw text. */
  changed: boolean;
}

const SEQUENCE = ansiRegex();
const CSI = /^(?:\x1b\[|\x9b)([0-?]*)([ -/]*)([@-~])$/;
// Controls other than the ones a terminal moves the cursor for (\b \t \n \v \f \r): the rest of
// C0 (an ESC that starts no sequence included), DEL and C1.
const DROPPED_CONTROLS = /[\x00-\x07\x0e-\x1f\x7f-\x9f]/g;

const cpCount = (s: string): number => {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0 && s.charCodeAt(i - 1) >= 0xd800 && s.charCodeAt(i - 1) <= 0xdbff) n--;
  }
  return n;
};

/** The grid: rows of text (a string while written straight through, code points once edited), and the cursor. */
class Screen {
  readonly rows: Array<string | string[]> = [];
  readonly len: number[] = [];
  row = 0;
  col = 0;
  /** First row of the current screen after a clear (what is above it scrolled away). */
  freshTop = 0;
  /** Saved cursor: its row on the screen (a terminal saves the screen position) and column. */
  saved = { row: 0, col: 0 };

  /** First row of the screen: the last SCREEN_ROWS rows reached, never above a clear. */
  top(): number {
    return Math.max(this.freshTop, Math.max(this.rows.length, this.row + 1) - SCREEN_ROWS);
  }
  bottom(): number {
    return this.top() + SCREEN_ROWS - 1;
  }
  private materialise(r: number): void {
    while (this.rows.length <= r) {
      this.rows.push("");
      this.len.push(0);
    }
  }
  private cells(r: number): string[] {
    const v = this.rows[r]!;
    if (typeof v !== "string") return v;
    const a = Array.from(v);
    this.rows[r] = a;
    return a;
  }

  write(text: string): void {
    if (text === "") return;
    this.materialise(this.row);
    const r = this.row;
    const n = cpCount(text);
    const cur = this.rows[r]!;
    if (typeof cur === "string" && this.col === this.len[r]) {
      this.rows[r] = cur + text;
    } else {
      const cells = this.cells(r);
      while (cells.length < this.col) cells.push(" ");
      const chars = Array.from(text);
      for (let i = 0; i < chars.length; i++) cells[this.col + i] = chars[i]!;
    }
    this.col += n;
    this.len[r] = Math.max(this.len[r]!, this.col);
  }
  lineFeed(toColumnOne: boolean): void {
    this.materialise(this.row);
    this.row++;
    if (toColumnOne) this.col = 0;
  }
  save(): void {
    this.saved = { row: this.row - this.top(), col: this.col };
  }
  restore(): void {
    this.row = Math.min(this.bottom(), this.top() + this.saved.row);
    this.col = this.saved.col;
  }
  /** ESC M: one row up; at the screen's top the screen scrolls down (a blank row in, its bottom row out). */
  reverseIndex(): void {
    const top = this.top();
    if (this.row > top) {
      this.row--;
      return;
    }
    if (this.rows.length <= top) return;
    this.rows.splice(top, 0, "");
    this.len.splice(top, 0, 0);
    if (this.rows.length > top + SCREEN_ROWS) {
      this.rows.splice(top + SCREEN_ROWS, 1);
      this.len.splice(top + SCREEN_ROWS, 1);
    }
  }
  up(n: number): void {
    this.row = Math.max(this.top(), this.row - n);
  }
  down(n: number): void {
    this.row = Math.min(this.bottom(), this.row + n);
  }
  eraseLine(mode: number): void {
    if (this.row >= this.rows.length) return;
    const cells = this.cells(this.row);
    if (mode === 0) cells.length = Math.min(cells.length, this.col);
    else if (mode === 1) for (let c = 0; c <= this.col && c < cells.length; c++) cells[c] = " ";
    else cells.length = 0;
    this.len[this.row] = cells.length;
  }
  eraseDisplay(mode: number): void {
    if (mode === 0 || mode === 1) {
      this.eraseLine(mode);
      const [a, b] = mode === 0 ? [this.row + 1, this.rows.length] : [this.top(), this.row];
      for (let r = a; r < b; r++) {
        this.rows[r] = [];
        this.len[r] = 0;
      }
      return;
    }
    this.freshScreen(false);
  }
  /** The screen is cleared: what it showed stays above, a new screen starts below it. */
  freshScreen(home: boolean): void {
    const offset = this.row - this.top();
    let used = this.rows.length;
    while (used > this.freshTop && this.len[used - 1] === 0) used--;
    this.freshTop = used;
    this.row = home ? used : used + offset;
    if (home) this.col = 0;
  }
  text(): string {
    return this.rows.map((r) => (typeof r === "string" ? r : r.join("").replace(/ +$/, ""))).join("\n");
  }
}

function csi(s: Screen, params: string, final: string): void {
  if (/^[<=>?]/.test(params)) return; // private modes (cursor visibility, bracketed paste, …)
  const p = params.split(";").map((x) => Number.parseInt(x.split(":")[0]!, 10));
  const n = (k = 0, dflt = 1) => (Number.isFinite(p[k]) && p[k]! > 0 ? p[k]! : dflt);
  switch (final) {
    case "A": return s.up(n());
    case "B": case "e": return s.down(n());
    case "C": case "a": s.col += n(); return;
    case "D": s.col = Math.max(0, s.col - n()); return;
    case "E": s.down(n()); s.col = 0; return;
    case "F": s.up(n()); s.col = 0; return;
    case "G": case "`": s.col = n() - 1; return;
    case "d": s.row = Math.min(s.bottom(), s.top() + n() - 1); return;
    case "H": case "f":
      s.row = Math.min(s.bottom(), s.top() + n(0) - 1);
      s.col = n(1) - 1;
      return;
    case "K": return s.eraseLine(Number.isFinite(p[0]) ? p[0]! : 0);
    case "J": return s.eraseDisplay(Number.isFinite(p[0]) ? p[0]! : 0);
    case "s": return s.save();
    case "u": return s.restore();
    default: // SGR (colours) and everything else: no effect on the text
  }
}

function escape(s: Screen, seq: string): void {
  const m = CSI.exec(seq);
  if (m) {
    if (m[2] === "") csi(s, m[1]!, m[3]!);
    return;
  }
  switch (seq) {
    case "\x1b7": return s.save();
    case "\x1b8": return s.restore();
    case "\x1bc": return s.freshScreen(true);
    case "\x1bD": return s.lineFeed(false);
    case "\x1bE": return s.lineFeed(true);
    case "\x1bM": return s.reverseIndex();
    default:
  }
}

/** Plain text between escape sequences: line breaks, carriage returns, backspaces and printable runs. */
function plain(s: Screen, text: string): void {
  const clean = text.replace(DROPPED_CONTROLS, "");
  let run = 0;
  for (let i = 0; i < clean.length; i++) {
    const c = clean.charCodeAt(i);
    if (c !== 10 && c !== 13 && c !== 8 && c !== 11 && c !== 12) continue;
    s.write(clean.slice(run, i));
    run = i + 1;
    if (c === 13) {
      if (clean.charCodeAt(i + 1) === 10) continue; // "\r\n": the "\n" moves to column 1 anyway
      s.col = 0;
    } else if (c === 8) s.col = Math.max(0, s.col - 1);
    else s.lineFeed(true);
  }
  s.write(clean.slice(run));
}

/**
 * Renders raw terminal output as the text a terminal would show, every line of its scrollback.
 * A final line break is kept as one.
 * @example renderTerminal("\x1b[32m 10%\r 50%\r100%\x1b[0m\ndone").text // => "100%\ndone"
 * @example renderTerminal("Downloading 100%\rDone").text // => "Doneloading 100%" (what the screen shows)
 */
export function renderTerminal(raw: string): RenderedOutput {
  // Fast path: nothing a terminal would act on.
  if (!/[\x00-\x08\x0b-\x1f\x7f-\x9f]/.test(raw)) return { text: raw, changed: false };
  const s = new Screen();
  let last = 0;
  for (const m of raw.matchAll(SEQUENCE)) {
    plain(s, raw.slice(last, m.index));
    escape(s, m[0]);
    last = m.index + m[0].length;
  }
  plain(s, raw.slice(last));
  let text = s.text();
  // The cursor ended on the row after the last one written (a final line break): keep it as one.
  if (s.row === s.rows.length && s.rows.length > 0) text += "\n";
  return { text, changed: text !== raw };
}

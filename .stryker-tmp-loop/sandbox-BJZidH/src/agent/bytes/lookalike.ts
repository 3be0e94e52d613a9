/**
 * Characters that look alike or not at all: what an edit's no-match diagnostic names when
 * old_string differs from the file only in them. Each is named with its code point and
 * Unicode name (names from the Unicode Character Database, UnicodeData.txt).
 */
// @ts-nocheck


/** Invisible characters a model cannot see in a read: matched as if absent. */
const ZERO_WIDTH: Record<string, string> = {
  "\u200B": "ZERO WIDTH SPACE",
  "\u200C": "ZERO WIDTH NON-JOINER",
  "\u200D": "ZERO WIDTH JOINER",
  "\u2060": "WORD JOINER",
  "\uFEFF": "ZERO WIDTH NO-BREAK SPACE (BOM)",
  "\u00AD": "SOFT HYPHEN",
  "\u200E": "LEFT-TO-RIGHT MARK",
  "\u200F": "RIGHT-TO-LEFT MARK",
};

/** Whitespace other than space, tab and line breaks (all matched by \s). */
const SPACES: Record<string, string> = {
  "\u00A0": "NO-BREAK SPACE",
  "\u1680": "OGHAM SPACE MARK",
  "\u2000": "EN QUAD",
  "\u2001": "EM QUAD",
  "\u2002": "EN SPACE",
  "\u2003": "EM SPACE",
  "\u2004": "THREE-PER-EM SPACE",
  "\u2005": "FOUR-PER-EM SPACE",
  "\u2006": "SIX-PER-EM SPACE",
  "\u2007": "FIGURE SPACE",
  "\u2008": "PUNCTUATION SPACE",
  "\u2009": "THIN SPACE",
  "\u200A": "HAIR SPACE",
  "\u2028": "LINE SEPARATOR",
  "\u2029": "PARAGRAPH SEPARATOR",
  "\u202F": "NARROW NO-BREAK SPACE",
  "\u205F": "MEDIUM MATHEMATICAL SPACE",
  "\u3000": "IDEOGRAPHIC SPACE",
  "\u000B": "LINE TABULATION",
  "\u000C": "FORM FEED",
  "\r": "CARRIAGE RETURN",
};

/** Look-alikes of ASCII punctuation, with the ASCII character they pass for. */
const LOOKALIKES: Record<string, [string, string]> = {
  "\u2018": ["'", "LEFT SINGLE QUOTATION MARK"],
  "\u2019": ["'", "RIGHT SINGLE QUOTATION MARK"],
  "\u201A": ["'", "SINGLE LOW-9 QUOTATION MARK"],
  "\u201B": ["'", "SINGLE HIGH-REVERSED-9 QUOTATION MARK"],
  "\u2032": ["'", "PRIME"],
  "\u00B4": ["'", "ACUTE ACCENT"],
  "\u201C": ['"', "LEFT DOUBLE QUOTATION MARK"],
  "\u201D": ['"', "RIGHT DOUBLE QUOTATION MARK"],
  "\u201E": ['"', "DOUBLE LOW-9 QUOTATION MARK"],
  "\u201F": ['"', "DOUBLE HIGH-REVERSED-9 QUOTATION MARK"],
  "\u2033": ['"', "DOUBLE PRIME"],
  "\u2010": ["-", "HYPHEN"],
  "\u2011": ["-", "NON-BREAKING HYPHEN"],
  "\u2012": ["-", "FIGURE DASH"],
  "\u2013": ["-", "EN DASH"],
  "\u2014": ["-", "EM DASH"],
  "\u2015": ["-", "HORIZONTAL BAR"],
  "\u2212": ["-", "MINUS SIGN"],
  "\uFF1B": [";", "FULLWIDTH SEMICOLON"],
  "\u037E": [";", "GREEK QUESTION MARK"],
};

const ASCII_NAMES: Record<string, string> = {
  " ": "SPACE",
  "\t": "CHARACTER TABULATION",
  "\n": "LINE FEED",
  "'": "APOSTROPHE",
  '"': "QUOTATION MARK",
  "-": "HYPHEN-MINUS",
  ";": "SEMICOLON",
};

/** `U+00A0 NO-BREAK SPACE`, or `U+0041 'A'` for a character without a name here. */
export function describeChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const u = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = ZERO_WIDTH[ch] ?? SPACES[ch] ?? LOOKALIKES[ch]?.[1] ?? ASCII_NAMES[ch];
  const glyph = ch === " " || ch === "\t" || ch === "\n" || ZERO_WIDTH[ch] || SPACES[ch] ? "" : ` (${ch})`;
  return name ? `${u} ${name}${glyph}` : `${u} '${ch}'`;
}

/** Whitespace as the matcher sees it: ASCII and Unicode spaces, line breaks. */
export const isSpace = (ch: string): boolean => /\s/.test(ch) && !(ch in ZERO_WIDTH);
/** An invisible character that the matcher skips. */
export const isZeroWidth = (ch: string): boolean => ch in ZERO_WIDTH;

/** The character a look-alike passes for (itself when it is not one). */
export const foldChar = (ch: string): string => LOOKALIKES[ch]?.[0] ?? ch;

/** True when the character is none of space, tab or line feed but is invisible or a look-alike. */
export const isSuspicious = (ch: string): boolean => ch in ZERO_WIDTH || ch in SPACES || ch in LOOKALIKES;

/**
 * Text with invisible characters made visible for a diagnostic excerpt: a tab as "→",
 * a Unicode space as "⍽", a zero-width character as ⟨U+XXXX⟩. Returns what was rendered.
 */
export function renderVisible(line: string): { text: string; rendered: Set<string> } {
  const rendered = new Set<string>();
  let text = "";
  for (const ch of line) {
    if (ch === "\t") {
      text += "→";
      rendered.add("tab");
    } else if (ch in SPACES) {
      text += "⍽";
      rendered.add("space");
    } else if (ch in ZERO_WIDTH) {
      text += `⟨U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}⟩`;
      rendered.add("zero");
    } else text += ch;
  }
  return { text, rendered };
}

/** The legend for what renderVisible drew, or "". */
export function renderLegend(rendered: ReadonlySet<string>): string {
  const parts: string[] = [];
  if (rendered.has("tab")) parts.push("→ is a tab (U+0009)");
  if (rendered.has("space")) parts.push("⍽ is a Unicode space other than U+0020 (named above)");
  if (rendered.has("zero")) parts.push("⟨U+XXXX⟩ is an invisible character");
  return parts.length ? `(In this excerpt ${parts.join(", ")}; old_string must hold the characters themselves.)` : "";
}

/**
 * Characters that look alike or not at all: what an edit's no-match diagnostic names when
 * old_string differs from the file only in them. Each is named with its code point and
 * Unicode name (names from the Unicode Character Database, UnicodeData.txt).
 */

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

/** Look-alikes of ASCII characters, with the ASCII character they pass for. */
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
  "\u037E": [";", "GREEK QUESTION MARK"],
  "\u02BC": ["'", "MODIFIER LETTER APOSTROPHE"],
  "\u2044": ["/", "FRACTION SLASH"],
  "\u2215": ["/", "DIVISION SLASH"],
  "\u2024": [".", "ONE DOT LEADER"],
  "\u2039": ["<", "SINGLE LEFT-POINTING ANGLE QUOTATION MARK"],
  "\u203A": [">", "SINGLE RIGHT-POINTING ANGLE QUOTATION MARK"],
  "\u2217": ["*", "ASTERISK OPERATOR"],
  "\u01C0": ["|", "LATIN LETTER DENTAL CLICK"],
  // Letters of other scripts drawn like Latin ones (homoglyphs in identifiers and strings).
  "\u0410": ["A", "CYRILLIC CAPITAL LETTER A"],
  "\u0412": ["B", "CYRILLIC CAPITAL LETTER VE"],
  "\u0415": ["E", "CYRILLIC CAPITAL LETTER IE"],
  "\u041A": ["K", "CYRILLIC CAPITAL LETTER KA"],
  "\u041C": ["M", "CYRILLIC CAPITAL LETTER EM"],
  "\u041D": ["H", "CYRILLIC CAPITAL LETTER EN"],
  "\u041E": ["O", "CYRILLIC CAPITAL LETTER O"],
  "\u0420": ["P", "CYRILLIC CAPITAL LETTER ER"],
  "\u0421": ["C", "CYRILLIC CAPITAL LETTER ES"],
  "\u0422": ["T", "CYRILLIC CAPITAL LETTER TE"],
  "\u0425": ["X", "CYRILLIC CAPITAL LETTER HA"],
  "\u0430": ["a", "CYRILLIC SMALL LETTER A"],
  "\u0435": ["e", "CYRILLIC SMALL LETTER IE"],
  "\u043E": ["o", "CYRILLIC SMALL LETTER O"],
  "\u0440": ["p", "CYRILLIC SMALL LETTER ER"],
  "\u0441": ["c", "CYRILLIC SMALL LETTER ES"],
  "\u0443": ["y", "CYRILLIC SMALL LETTER U"],
  "\u0445": ["x", "CYRILLIC SMALL LETTER HA"],
  "\u0455": ["s", "CYRILLIC SMALL LETTER DZE"],
  "\u0456": ["i", "CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I"],
  "\u0458": ["j", "CYRILLIC SMALL LETTER JE"],
  "\u0391": ["A", "GREEK CAPITAL LETTER ALPHA"],
  "\u0392": ["B", "GREEK CAPITAL LETTER BETA"],
  "\u0395": ["E", "GREEK CAPITAL LETTER EPSILON"],
  "\u0396": ["Z", "GREEK CAPITAL LETTER ZETA"],
  "\u0397": ["H", "GREEK CAPITAL LETTER ETA"],
  "\u0399": ["I", "GREEK CAPITAL LETTER IOTA"],
  "\u039A": ["K", "GREEK CAPITAL LETTER KAPPA"],
  "\u039C": ["M", "GREEK CAPITAL LETTER MU"],
  "\u039D": ["N", "GREEK CAPITAL LETTER NU"],
  "\u039F": ["O", "GREEK CAPITAL LETTER OMICRON"],
  "\u03A1": ["P", "GREEK CAPITAL LETTER RHO"],
  "\u03A4": ["T", "GREEK CAPITAL LETTER TAU"],
  "\u03A5": ["Y", "GREEK CAPITAL LETTER UPSILON"],
  "\u03A7": ["X", "GREEK CAPITAL LETTER CHI"],
  "\u03BF": ["o", "GREEK SMALL LETTER OMICRON"],
  "\u03BD": ["v", "GREEK SMALL LETTER NU"],
};

const DIGITS = ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"];
/**
 * Fullwidth forms U+FF01–U+FF5E of ASCII U+0021–U+007E (the Unicode block "Halfwidth and
 * Fullwidth Forms"): the ASCII character each stands for, and its name where it follows a rule
 * (letters and digits; others are named by code point and glyph).
 */
function fullwidth(ch: string): [string, string | undefined] | undefined {
  const cp = ch.codePointAt(0)!;
  if (ch.length !== 1 || cp < 0xff01 || cp > 0xff5e) return undefined;
  const ascii = String.fromCharCode(cp - 0xfee0);
  if (/[A-Z]/.test(ascii)) return [ascii, `FULLWIDTH LATIN CAPITAL LETTER ${ascii}`];
  if (/[a-z]/.test(ascii)) return [ascii, `FULLWIDTH LATIN SMALL LETTER ${ascii.toUpperCase()}`];
  if (/[0-9]/.test(ascii)) return [ascii, `FULLWIDTH DIGIT ${DIGITS[Number(ascii)]}`];
  return [ascii, ascii === ";" ? "FULLWIDTH SEMICOLON" : undefined];
}

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
  const wide = fullwidth(ch);
  const name = ZERO_WIDTH[ch] ?? SPACES[ch] ?? LOOKALIKES[ch]?.[1] ?? ASCII_NAMES[ch] ?? wide?.[1];
  const glyph = ch === " " || ch === "\t" || ch === "\n" || ZERO_WIDTH[ch] || SPACES[ch] ? "" : ` (${ch})`;
  if (!name && wide) return `${u} '${ch}' (the fullwidth form of '${wide[0]}')`;
  return name ? `${u} ${name}${glyph}` : `${u} '${ch}'`;
}

/** Whitespace as the matcher sees it: ASCII and Unicode spaces, line breaks. */
export const isSpace = (ch: string): boolean => /\s/.test(ch) && !(ch in ZERO_WIDTH);
/** An invisible character that the matcher skips. */
export const isZeroWidth = (ch: string): boolean => ch in ZERO_WIDTH;

/** The character a look-alike passes for (itself when it is not one). */
export const foldChar = (ch: string): string => LOOKALIKES[ch]?.[0] ?? fullwidth(ch)?.[0] ?? ch;

/** True when the character is none of space, tab or line feed but is invisible or a look-alike. */
export const isSuspicious = (ch: string): boolean => ch in ZERO_WIDTH || ch in SPACES || ch in LOOKALIKES || fullwidth(ch) !== undefined;

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

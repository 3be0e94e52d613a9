/**
 * Detects elision placeholders in content a model wants to write: a comment line that stands
 * for code the model did not reproduce ("// ... rest of the file unchanged", "# existing code
 * here", "/* ... (unchanged) *\/", "<!-- rest of the content unchanged -->"). Writing such
 * content would silently delete the code it stands for.
 *
 * Only whole comment lines count, so prose that mentions a phrase inside a string or a
 * sentence is not flagged. No package offers this check; the phrase list is our own.
 */
// @ts-nocheck


/** Comment openers of common languages: C-family, shell/Python/Ruby/YAML, SQL/Lua/Haskell, Lisp/asm, TeX/Erlang, HTML/XML, JSX, batch. */
const OPEN = String.raw`(?:\/\/+|#+|\/\*+|\*|--|;+|%+|<!--|\{\s*\/\*+|REM\b)`;
/** Matching closers (optional). */
const CLOSE = String.raw`(?:\*+\/\s*\}?|-->)?`;
const ELLIPSIS = String.raw`(?:\.{2,}|…)`;

const THING = String.raw`(?:file|code|content|contents|implementation|function|class|module|methods?|body|component|script|document|config|imports|logic|lines|tests|fields|cases|functions)`;
const KEPT = String.raw`(?:here|goes\s+here|(?:is\s+|remains\s+|stays\s+)?(?:unchanged|the\s+same|as\s+before|omitted|as\s+is))`;

/** Phrases that are placeholders on their own. */
const STRONG: readonly string[] = [
  String.raw`(?:the\s+)?rest\s+of\s+(?:the\s+)?${THING}\s+${KEPT}`,
  String.raw`(?:keep\s+)?(?:the\s+|all\s+)?(?:existing|previous|original|remaining|other)\s+${THING}\s+${KEPT}`,
  String.raw`(?:code|content|everything)\s+(?:above|below|before|after)\s+(?:this\s+)?(?:is\s+|remains\s+|stays\s+)?unchanged`,
  String.raw`\d+\s+(?:more\s+)?lines?\s+(?:unchanged|omitted|elided|as\s+before)`,
  String.raw`same\s+as\s+(?:before|above|the\s+original)`,
];
/** Phrases that are placeholders only after an ellipsis ("... (unchanged)", "// ... existing code"). */
const WEAK: readonly string[] = [
  String.raw`\(?\s*(?:unchanged|omitted|no\s+changes?|as\s+before)\s*\)?`,
  String.raw`(?:the\s+)?rest\s+of\s+(?:the\s+)?${THING}`,
  String.raw`(?:existing|previous|original|remaining|other)\s+${THING}`,
];

const tail = String.raw`\s*${ELLIPSIS}?\s*[.:]?\s*${CLOSE}\s*$`;
/** A whole comment line holding a placeholder. */
const LINE_RE = new RegExp(
  String.raw`^\s*${OPEN}\s*(?:${ELLIPSIS}?\s*(?:${STRONG.join("|")})|${ELLIPSIS}\s*(?:${WEAK.join("|")}))${tail}`,
  "i",
);
/** A bare ellipsis line followed by a phrase in parentheses, as in "... (unchanged)". */
const BARE_RE = /^\s*(?:\.{3}|…)\s*\((?:unchanged|omitted|existing code|rest of (?:the )?(?:file|code))\)\s*$/i;

export interface ElisionHit {
  /** 1-based line in the content. */
  line: number;
  text: string;
}

/** Every elision placeholder line in `content`, in order. */
export function findElisions(content: string): ElisionHit[] {
  const hits: ElisionHit[] = [];
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? "";
    if (text.length > 200) continue;
    if (LINE_RE.test(text) || BARE_RE.test(text)) hits.push({ line: i + 1, text: text.trim() });
  }
  return hits;
}

/**
 * The first elision placeholder in `content`, or null.
 * @example findElision("a = 1\n# ... rest of the file unchanged ...\n") // => {line: 2, text: "# ... rest of the file unchanged ..."}
 */
export function findElision(content: string): ElisionHit | null {
  return findElisions(content)[0] ?? null;
}

/**
 * Placeholder lines that `replacement` introduces: those of findElisions whose text is on no
 * line of `original` (an edit that keeps an existing "// rest unchanged" comment is fine).
 */
export function introducedElisions(original: string, replacement: string): ElisionHit[] {
  const had = new Set(original.split(/\r?\n/).map((l) => l.trim()));
  return findElisions(replacement).filter((h) => !had.has(h.text));
}

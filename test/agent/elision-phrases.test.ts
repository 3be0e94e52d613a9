import { describe, expect, it } from "vitest";
import { findElision, findElisions, introducedElisions } from "../../src/agent/elision.ts";

/** Every comment opener, thing and "kept" phrase of the placeholder grammar, and lines that are not placeholders. */

const PLACEHOLDERS = [
  "// ... rest of the file unchanged",
  "/// rest of the code unchanged",
  "# rest of the content stays unchanged",
  "## ... existing implementation here",
  "/* ... rest of the function unchanged ... */",
  " * rest of the class remains unchanged",
  "-- rest of the module is unchanged",
  ";; rest of the methods unchanged",
  "% rest of the body unchanged",
  "<!-- rest of the component unchanged -->",
  "{/* rest of the script unchanged */}",
  "REM rest of the document unchanged",
  "// rest of the config the same",
  "// rest of the imports as before",
  "// rest of the logic omitted",
  "// rest of the lines as is",
  "// rest of the tests goes here",
  "// rest of the fields unchanged",
  "// rest of the cases unchanged",
  "// rest of the functions unchanged",
  "// rest of the method unchanged",
  "// rest of contents unchanged",
  "// keep existing code here",
  "// all previous code unchanged",
  "// the original implementation unchanged",
  "# remaining tests unchanged",
  "# other functions unchanged",
  "// code above is unchanged",
  "// content below remains unchanged",
  "// everything before this stays unchanged",
  "// code after unchanged",
  "// 40 more lines unchanged",
  "// 1 line omitted",
  "// 12 lines elided",
  "// 3 lines as before",
  "// same as before",
  "// same as above",
  "// same as the original",
  "// ... (unchanged)",
  "// … omitted",
  "// ... no changes",
  "// ... no change",
  "// ... as before",
  "// ... rest of the file",
  "// ... existing code",
  "// ... previous code.",
  "// ... remaining code:",
  "// ... other methods",
  "... (unchanged)",
  "… (omitted)",
  "... (existing code)",
  "... (rest of the file)",
  "... (rest of code)",
  "    ... (unchanged)",
  "...(unchanged)",
  "... (unchanged)  ",
  "\t// REST OF THE FILE UNCHANGED",
];

const NOT_PLACEHOLDERS = [
  "const rest = 'rest of the file unchanged';",
  "print('same as before')",
  "// unchanged",
  "// existing code",
  "// rest of the file",
  "// the file is unchanged now that we parse it",
  "// 40 lines",
  "... unchanged",
  "... (changed)",
  "see the notes ... (unchanged)",
  "... (unchanged) since version 2",
  "x = 1 # rest of the file unchanged",
  "// rest of the file unchanged, but we also renamed foo to bar",
  "//" + " rest of the file unchanged".padEnd(210, " x"),
  "// rest of the file unchanged and more",
];

describe("findElisions: the placeholder grammar", () => {
  it.each(PLACEHOLDERS)("flags %j", (line) => {
    expect(findElisions(`a = 1\n${line}\nb = 2\n`)).toEqual([{ line: 2, text: line.trim() }]);
  });
  it.each(NOT_PLACEHOLDERS)("does not flag %j", (line) => {
    expect(findElisions(`${line}\n`)).toEqual([]);
  });
  it("numbers lines from 1 across CRLF and LF, and lists every hit in order", () => {
    expect(findElisions("// same as before\r\nx\n# rest of the code unchanged")).toEqual([
      { line: 1, text: "// same as before" },
      { line: 3, text: "# rest of the code unchanged" },
    ]);
  });
  it("findElision gives the first hit or null", () => {
    expect(findElision("x\n// same as above\n// same as before\n")).toEqual({ line: 2, text: "// same as above" });
    expect(findElision("x = 1\n")).toBeNull();
  });
  it("skips lines over 200 characters and counts one of exactly 200", () => {
    const at = "// rest of the file unchanged".padEnd(200, " ");
    expect(at.length).toBe(200);
    expect(findElisions(at)).toHaveLength(1);
    expect(findElisions(`${at} `)).toEqual([]);
  });
});

describe("introducedElisions", () => {
  it("ignores a placeholder the original already had, and reports a new one", () => {
    const original = "a\n  // rest of the code unchanged\n";
    expect(introducedElisions(original, "b\n// rest of the code unchanged\n")).toEqual([]);
    expect(introducedElisions(original, "b\n// same as before\n")).toEqual([{ line: 2, text: "// same as before" }]);
    expect(introducedElisions("a\r\n// same as before\r\n", "// same as before")).toEqual([]);
  });
});

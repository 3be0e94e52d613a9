import { expect, it } from "vitest";

/**
 * The placeholder grammar is built into regular expressions when src/agent/elision.ts is
 * loaded. Importing it inside a test (not at the top of the file) makes a pattern that no
 * longer compiles fail this test, rather than the whole file's collection, which reports no
 * test at all (and which mutation testing would count as a surviving mutant).
 */
it("the placeholder patterns compile when the module loads, and flag an ellipsis placeholder", async () => {
  const { findElision } = await import("../../src/agent/elision.ts");
  expect(findElision("x\n// ... existing code\n")).toEqual({ line: 2, text: "// ... existing code" });
});

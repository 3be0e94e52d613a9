import fs from "node:fs";
import { expect, it } from "vitest";

/**
 * edit's description and input schema are built when src/agent/tools/edit.ts is loaded.
 * Importing it inside the test (not at the top of the file) makes a description file that is
 * missing fail this test, rather than the whole file's collection, which reports no test at all
 * (and which mutation testing would count as a surviving mutant).
 */
it("edit loads with its description, and tells the model what each input field is", async () => {
  const { editTool } = await import("../../src/agent/tools/edit.ts");
  const { toolDefinitions } = await import("../../src/agent/tools/index.ts");
  const md = fs.readFileSync(new URL("../../src/agent/tools/descriptions/edit.md", import.meta.url), "utf8").trim();
  expect(editTool.description).toBe(md);
  const def = toolDefinitions([editTool])[0]!;
  expect(def.description).toBe(md);
  expect(def.input_schema).toEqual({
    type: "object",
    properties: {
      path: { type: "string", minLength: 1, description: "File to edit, relative to the workspace" },
      old_string: { type: "string", minLength: 1, description: "Exact text to replace, including indentation" },
      new_string: { type: "string", description: "Replacement text" },
      replace_all: { type: "boolean", description: "Replace every occurrence (default false: old_string must be unique)" },
    },
    required: ["path", "old_string", "new_string"],
    additionalProperties: false,
  });
});

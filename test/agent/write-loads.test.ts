import fs from "node:fs";
import { expect, it } from "vitest";

/**
 * write's description and input schema are built when src/agent/tools/write.ts is loaded.
 * Importing it inside the test (not at the top of the file) makes a description file that is
 * missing fail this test, rather than the whole file's collection, which reports no test at all
 * (and which mutation testing would count as a surviving mutant).
 */
it("write loads with its description, and tells the model what each input field is", async () => {
  const { writeTool } = await import("../../src/agent/tools/write.ts");
  const { toolDefinitions } = await import("../../src/agent/tools/index.ts");
  const md = fs.readFileSync(new URL("../../src/agent/tools/descriptions/write.md", import.meta.url), "utf8").trim();
  expect(writeTool.description).toBe(md);
  const def = toolDefinitions([writeTool])[0]!;
  expect(def.description).toBe(md);
  expect(def.input_schema).toEqual({
    type: "object",
    properties: {
      path: { type: "string", minLength: 1, description: "File to create or replace, relative to the workspace" },
      content: { type: "string", description: "The complete new content of the file" },
      allowShrink: { type: "boolean", description: "Set true only when deliberately replacing a file with much shorter content" },
    },
    required: ["path", "content"],
    additionalProperties: false,
  });
});

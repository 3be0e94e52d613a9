// @ts-nocheck
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "../../src/suite/json-schema.ts";

describe("published JSON Schemas", () => {
  it("match the zod schemas (regenerate with: node --import tsx scripts/gen-schemas.ts)", () => {
    for (const [name, schema] of Object.entries(jsonSchemas())) {
      const committed = JSON.parse(readFileSync(join(import.meta.dirname, "../../schemas", name), "utf8"));
      expect(committed).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });
  it("are strict: unknown keys are not allowed on a case", () => {
    const s = jsonSchemas()["case.schema.json"] as { additionalProperties?: boolean };
    expect(s.additionalProperties).toBe(false);
  });
});

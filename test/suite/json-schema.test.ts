import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CaseFile } from "../../src/suite/schema.ts";
import { jsonSchemas } from "../../src/suite/json-schema.ts";

type Node = { [k: string]: unknown };

/** Every property of every object in the schema (the $defs included), as "path.to.key" → its schema. */
function properties(node: unknown, path: string, out: Map<string, Node>): Map<string, Node> {
  if (Array.isArray(node)) node.forEach((n, i) => properties(n, `${path}[${i}]`, out));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node as Node)) {
      if (k === "properties" && v && typeof v === "object") for (const [p, s] of Object.entries(v as Node)) out.set(`${path}.${p}`, s as Node);
      properties(v, `${path}/${k}`, out);
    }
  }
  return out;
}

/** The JSON Schema's check-or-judge rule as an editor applies it (anyOf of required). */
function satisfiesAnyOfRequired(schema: Node, value: Record<string, unknown>): boolean {
  const anyOf = schema.anyOf as { required: string[] }[];
  return anyOf.some((alt) => alt.required.every((k) => k in value));
}

describe("published JSON Schemas", () => {
  it("match the zod schemas (regenerate with: npm run schemas)", () => {
    for (const [name, schema] of Object.entries(jsonSchemas())) {
      const committed = JSON.parse(readFileSync(join(import.meta.dirname, "../../schemas", name), "utf8"));
      expect(committed).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });
  it("are strict: unknown keys are not allowed on a case", () => {
    const s = jsonSchemas()["case.schema.json"] as { additionalProperties?: boolean };
    expect(s.additionalProperties).toBe(false);
  });
  it("describe every field, nested ones and the $defs included (editors' hover help)", () => {
    for (const [name, schema] of Object.entries(jsonSchemas())) {
      const props = properties(schema, name, new Map());
      expect(props.size).toBeGreaterThanOrEqual(name === "case.schema.json" ? 50 : 10);
      const undescribed = [...props].filter(([, s]) => typeof s.description !== "string" || s.description.length < 10).map(([p]) => p);
      expect(undescribed, `fields without a description in ${name}`).toEqual([]);
    }
  });
  it("encode 'a case needs check or judge' as zod does", () => {
    const s = jsonSchemas()["case.schema.json"] as Node;
    expect(s.anyOf).toEqual([{ required: ["check"] }, { required: ["judge"] }]);
    const base = parse(readFileSync(join(import.meta.dirname, "../../cases/cite-line/case.yaml"), "utf8")) as Record<string, unknown>;
    const judge = { rubric: "r", passAt: 1, offline: { must: ["x"] } };
    const variants: Record<string, unknown>[] = [
      { ...base, check: { run: "true" }, judge: undefined },
      { ...base, check: undefined, judge },
      { ...base, check: { run: "true" }, judge },
      { ...base, check: undefined, judge: undefined },
    ].map((v) => JSON.parse(JSON.stringify(v)));
    for (const v of variants) expect(satisfiesAnyOfRequired(s, v), JSON.stringify(Object.keys(v))).toBe(CaseFile.safeParse(v).success);
    expect(CaseFile.safeParse(variants[3]).success).toBe(false);
  });
});

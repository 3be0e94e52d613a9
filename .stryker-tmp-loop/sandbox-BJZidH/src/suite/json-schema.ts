/**
 * JSON Schemas of the case and suite files, generated from the zod schemas so that editors
 * (via `# yaml-language-server: $schema=…`) and the loader agree on one definition.
 */
// @ts-nocheck

import { z } from "zod";
import { CaseFile, SuiteFile } from "./schema.ts";

/** The published schemas by file name under schemas/. */
export function jsonSchemas(): Record<string, unknown> {
  const opts = { io: "input", unrepresentable: "any" } as const;
  return {
    "case.schema.json": { title: "freecode case (cases/<id>/case.yaml)", ...z.toJSONSchema(CaseFile, opts) },
    "suite.schema.json": { title: "freecode suite (suites/<name>.yaml)", ...z.toJSONSchema(SuiteFile, opts) },
  };
}

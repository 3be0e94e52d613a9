// Preloaded with `node --import` into a benchmarked freecode process: at exit it writes the
// process's peak resident set size (process.resourceUsage().maxRSS, kilobytes on Linux) to the
// file named by FREECODE_BENCH_RSS_FILE. Plain JavaScript so it loads before tsx is registered.
import { writeFileSync } from "node:fs";

const out = process.env.FREECODE_BENCH_RSS_FILE;
if (out) {
  process.on("exit", () => {
    writeFileSync(out, JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS }));
  });
}

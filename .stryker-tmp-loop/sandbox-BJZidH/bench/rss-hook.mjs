// @ts-nocheck
// Preloaded with `node --import` into a benchmarked freecode process: at exit it writes the
// process's peak resident set size (process.resourceUsage().maxRSS, kilobytes on Linux) and its
// CPU time (user and system, ms) to the file named by FREECODE_BENCH_RSS_FILE. Plain JavaScript
// so it loads before anything else. Not written when the process dies by a signal.
import { writeFileSync } from "node:fs";

const out = process.env.FREECODE_BENCH_RSS_FILE;
if (out) {
  process.on("exit", () => {
    const u = process.resourceUsage();
    writeFileSync(out, JSON.stringify({ maxRssKb: u.maxRSS, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 }));
  });
}

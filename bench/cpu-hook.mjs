// Preloaded (NODE_OPTIONS="--import=…/cpu-hook.mjs") into every Node process of a run — the
// CLI, the watchers, the agents, a check's `node --test` — when BENCH_CPU_FILE is set.
// At exit it appends one JSON line: the process's own CPU (process.cpuUsage, µs precision), the
// CPU of the children it waited for (/proc/self/stat cutime + cstime, clock ticks of 10 ms,
// summed by the kernel before rounding), its CPU at its first fetch() (an agent's start-up),
// its argv, cwd and trial tag. bench/cpu-split.ts turns the lines into the per-trial split.
import { appendFileSync, readFileSync } from "node:fs";

const out = process.env.BENCH_CPU_FILE;
if (out) {
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  let firstFetchMs = null;
  const original = globalThis.fetch;
  if (typeof original === "function") {
    globalThis.fetch = function fetchTimed(...args) {
      if (firstFetchMs === null) firstFetchMs = cpuMs();
      return original.apply(this, args);
    };
  }
  process.on("exit", () => {
    let childMs = null;
    try {
      const stat = readFileSync("/proc/self/stat", "latin1");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      childMs = (Number(f[13]) + Number(f[14])) * 10;
    } catch {
      /* not Linux: no children's figure */
    }
    const line = { pid: process.pid, ppid: process.ppid, argv: process.argv.slice(1), cwd: process.cwd(), tag: process.env.FREECODE_TRIAL_TAG ?? null, selfMs: cpuMs(), childMs, firstFetchMs };
    try {
      appendFileSync(out, `${JSON.stringify(line)}\n`);
    } catch {
      /* the bench's folder is gone: nothing to record into */
    }
  });
}

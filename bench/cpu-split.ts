/**
 * Where a run's CPU goes (issue 21): the lines bench/cpu-hook.mjs appends for every Node process
 * of an `eval ab` run (the CLI, the process-group watchers, the agents), turned into the CPU of
 * the case's own commands (its check, and the tool commands the agent runs: the trajectory's
 * bash calls) and of what the product controls (the CLI with the simulator, the agents, the
 * watchers, the harness's git). The kernel's accounting makes the parts add up: a process's
 * children's CPU is theirs and their descendants' once waited for, so each part is one process's
 * own CPU or its children's, and nothing is counted twice.
 */
import { readFileSync } from "node:fs";
import { median } from "simple-statistics";

/** One line of cpu-hook.mjs: a Node process at its exit. */
export interface CpuHookLine {
  pid: number;
  /** process.argv without node: the script, then its arguments. */
  argv: string[];
  cwd: string;
  /** FREECODE_TRIAL_TAG, the trial the process belongs to; null outside trials (the CLI). */
  tag: string | null;
  /** ms, the process's own user + system CPU. */
  selfMs: number;
  /** ms, user + system CPU of the children it waited for (10 ms ticks), or null off Linux. */
  childMs: number | null;
  /** ms of its own CPU at its first fetch() (an agent's first model request), or null. */
  firstFetchMs: number | null;
}

/** The parts of the CPU of a run, ms over the whole run. */
export interface CpuParts {
  /** The `eval ab` process itself: runner, simulator, tokenizer, metrics, records, reports. */
  cli: number;
  /** Agent processes from exec to their first model request. */
  agentStartup: number;
  /** Agent processes from their first model request to exit (loop, tools in-process, exit). */
  agentLoop: number;
  /** What the agents' tool calls ran (bash commands and their descendants): the case's work. */
  toolCommands: number;
  /** The cases' check (and setup) commands and their descendants: the case's work. */
  checkCommands: number;
  /** The process-group watchers (proc/watch.mjs, one Node per agent, setup and check). */
  watchers: number;
  /** The CLI's other children: git (case repositories, add + diff), file-assertion parsers, esbuild, and the watchers' exit after their hook ran. */
  otherChildren: number;
}

export interface CpuSplit {
  /** Trials seen (distinct trial tags of agent processes). */
  trials: number;
  /** ms over the run, by part. */
  totalMs: CpuParts;
  /** The sum of every part (≈ the process tree's CPU). */
  treeMs: number;
  /** Median over trials of each per-trial part, ms (cli and otherChildren are not per trial: 0). */
  medianMs: CpuParts;
}

const ZERO: CpuParts = { cli: 0, agentStartup: 0, agentLoop: 0, toolCommands: 0, checkCommands: 0, watchers: 0, otherChildren: 0 };

type Role = "cli" | "agent-watcher" | "command-watcher" | "agent" | "other";

function roleOf(l: CpuHookLine): Role {
  const script = l.argv[0] ?? "";
  if (/(^|\/)watch\.mjs$/.test(script)) {
    let args: unknown[] = [];
    try {
      args = (JSON.parse(l.argv[1] ?? "{}") as { args?: unknown[] }).args ?? [];
    } catch {
      /* not a spec: a command watcher */
    }
    return args.includes("--trace") ? "agent-watcher" : "command-watcher";
  }
  if (l.argv.includes("--trace") && l.argv.includes("run")) return "agent";
  if (l.tag === null && l.argv.includes("eval") && l.argv.includes("ab")) return "cli";
  return "other";
}

/**
 * The split of a run's CPU from its hook lines. Node processes of a case's commands (a check's
 * `node --test`) are already inside their watcher's or agent's children's CPU, so they are
 * skipped; the CLI's children less its watchers' trees is what else it ran (git, parsers).
 * @throws RangeError when no line is the CLI's or no agent ran
 * @example cpuSplit([cli, watcherOfAgent, agent, watcherOfCheck]).totalMs.checkCommands // => the check watcher's childMs
 */
export function cpuSplit(lines: readonly CpuHookLine[]): CpuSplit {
  const cli = lines.find((l) => roleOf(l) === "cli");
  if (!cli) throw new RangeError("cpuSplit requires the line of the eval ab process");
  const total = { ...ZERO, cli: cli.selfMs };
  const perTrial = new Map<string, CpuParts>();
  const trialOf = (tag: string | null) => {
    const k = tag ?? "(untagged)";
    let p = perTrial.get(k);
    if (!p) perTrial.set(k, (p = { ...ZERO }));
    return p;
  };
  let watcherTrees = 0;
  const add = (p: CpuParts, k: keyof CpuParts, ms: number) => {
    p[k] += ms;
    total[k] += ms;
  };
  for (const l of lines) {
    const role = roleOf(l);
    const p = trialOf(l.tag);
    const children = l.childMs ?? 0;
    if (role === "agent") {
      const startup = Math.min(l.firstFetchMs ?? l.selfMs, l.selfMs);
      add(p, "agentStartup", startup);
      add(p, "agentLoop", l.selfMs - startup);
      add(p, "toolCommands", children);
    } else if (role === "agent-watcher") {
      add(p, "watchers", l.selfMs);
      watcherTrees += l.selfMs + children;
    } else if (role === "command-watcher") {
      add(p, "watchers", l.selfMs);
      add(p, "checkCommands", children);
      watcherTrees += l.selfMs + children;
    }
  }
  total.otherChildren = Math.max(0, (cli.childMs ?? 0) - watcherTrees);
  const trials = [...perTrial.entries()].filter(([k, p]) => k !== "(untagged)" && p.agentStartup + p.agentLoop > 0).map(([, p]) => p);
  if (trials.length === 0) throw new RangeError("cpuSplit requires at least one agent process");
  const med = (k: keyof CpuParts) => median(trials.map((p) => p[k]));
  const medianMs: CpuParts = {
    ...ZERO, agentStartup: med("agentStartup"), agentLoop: med("agentLoop"), toolCommands: med("toolCommands"),
    checkCommands: med("checkCommands"), watchers: med("watchers"),
  };
  const treeMs = Object.values(total).reduce((a, b) => a + b, 0);
  return { trials: trials.length, totalMs: total, treeMs, medianMs };
}

/**
 * Reads the hook's file (one JSON object a line; a torn last line is skipped).
 * @throws when the file cannot be read
 */
export function readCpuHookFile(file: string): CpuHookLine[] {
  const out: CpuHookLine[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as CpuHookLine);
    } catch {
      /* a process killed mid-append */
    }
  }
  return out;
}

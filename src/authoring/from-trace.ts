/**
 * `freecode eval add --from-trace`: finds what a recorded trace came from (its run folder's
 * trial record, manifest and case; the trial's workspace when the run kept it) and writes a
 * drafted case folder: case.yaml, workspace/, and the session's change as solution.patch when
 * its trial passed.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { execa } from "execa";
import { stringify } from "yaml";
import { readTrials } from "../results/results-file.ts";
import type { TrialRecord } from "../results/record.ts";
import { readManifest } from "../runner/manifest.ts";
import { InputError } from "../suite/errors.ts";
import { loadCase } from "../suite/load.ts";
import { PACKAGE_ROOT } from "../suite/resolve.ts";
import type { FileAssertion } from "../suite/schema.ts";
import { unprotectedTests } from "../suite/unprotected-tests.ts";
import { plural } from "../text/plural.ts";
import { parseTrace, type TraceEvent } from "../trace/index.ts";
import { draftCase, type OriginalCase } from "./draft-case.ts";

export interface TraceSource {
  trace: string;
  events: TraceEvent[];
  /** The run folder holding the trace (traces/ under a folder with manifest.json), or null. */
  runDir: string | null;
  /** The trial record naming this trace, or null (not in a run folder, or the trial never finished). */
  record: TrialRecord | null;
  caseId: string | null;
  original: OriginalCase | null;
  /** The case's workspace as the session started, when it is still on disk (`--keep-workspaces`). */
  keptWorkspace: string | null;
  /** Things found out on the way that the person should know (a case changed since the run…). */
  notes: string[];
}

/**
 * Reads a trace and what surrounds it.
 * @throws InputError when the file is missing or not a trace.
 */
export async function readTraceSource(tracePath: string): Promise<TraceSource> {
  const trace = resolve(tracePath);
  if (!existsSync(trace)) throw new InputError(`${tracePath}: no such trace file (give a trial's traces/*.jsonl from a run folder)`);
  let events: TraceEvent[];
  try {
    events = parseTrace(readFileSync(trace, "utf8"), tracePath);
  } catch (err) {
    throw new InputError(`${(err as Error).message} (eval add --from-trace reads a trial's traces/*.jsonl)`);
  }
  const start = events.find((e) => e.type === "session.start");
  if (!start) throw new InputError(`${tracePath}: no session.start event: not a whole trace`);
  const notes: string[] = [];
  const runDir = basename(dirname(trace)) === "traces" && existsSync(join(dirname(dirname(trace)), "manifest.json")) ? dirname(dirname(trace)) : null;
  let record: TrialRecord | null = null;
  let caseId: string | null = null;
  let original: OriginalCase | null = null;
  if (runDir) {
    const rel = relative(runDir, trace);
    if (existsSync(join(runDir, "trials.jsonl"))) record = readTrials(join(runDir, "trials.jsonl")).find((r) => r.trace === rel) ?? null;
    caseId = record?.caseId ?? basename(trace).split(".")[0] ?? null;
    const manifest = readManifest(runDir);
    const caseDir = resolve(dirname(manifest.suite.file), "..", "cases", caseId ?? "");
    if (caseId && existsSync(join(caseDir, "case.yaml"))) {
      try {
        const c = loadCase(caseDir, { maxTurns: 30, timeoutSec: 300 });
        original = { dir: caseDir, prompt: c.prompt, title: c.title, tags: c.tags, setup: c.setup, env: c.env, ...(c.check ? { checkRun: c.check.run } : {}) };
        if (manifest.suite.cases[caseId] && manifest.suite.cases[caseId] !== c.hash) notes.push(`${caseDir} changed since run ${manifest.runId} (its content hash differs): the prompt and workspace taken from it are today's, not what the session saw`);
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
        notes.push(`the case the trace came from (${caseDir}) does not load, so nothing was taken from it: ${err.problems[0]}`);
      }
    } else if (caseId) notes.push(`the case the trace came from (${caseId}) is not at ${caseDir} any more`);
  }
  const head = await execa("git", ["-C", start.cwd, "log", "-1", "--format=%s"], { reject: false });
  const keptWorkspace = head.exitCode === 0 && head.stdout.toString().trim() === "case workspace" ? start.cwd : null;
  return { trace, events, runDir, record, caseId, original, keptWorkspace, notes };
}

export interface WrittenDraft {
  dir: string;
  id: string;
  /** Where workspace/ came from, in words. */
  workspaceFrom: string;
  /** solution.patch written (the session's change of a passing trial). */
  solution: boolean;
  review: string[];
}

/**
 * Writes the drafted case into `outDir` (which must not exist or be empty); the case id is its
 * folder name.
 * @throws InputError when the folder is taken or its name is not a valid case id.
 */
export async function writeDraft(src: TraceSource, outDir: string, opts: { prompt?: string } = {}): Promise<WrittenDraft> {
  const dir = resolve(outDir);
  const id = basename(dir);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new InputError(`--out ${outDir}: the folder name is the case id, and "${id}" is not one (lower-case words joined by -)`);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new InputError(`--out ${outDir}: the folder exists and is not empty; give a new case folder`);
  const workspace = join(dir, "workspace");
  mkdirSync(workspace, { recursive: true });
  const start = src.events.find((e) => e.type === "session.start")!;
  let workspaceFrom: string;
  const review: string[] = [];
  if (src.keptWorkspace) {
    const tar = await execa("git", ["-C", src.keptWorkspace, "archive", "--format=tar", "HEAD"], { encoding: "buffer" });
    await execa("tar", ["-x", "-C", workspace], { input: tar.stdout });
    workspaceFrom = `the trial's kept workspace ${src.keptWorkspace} as the session started (its first commit)`;
  } else if (src.original) {
    cpSync(join(src.original.dir, "workspace"), workspace, { recursive: true });
    workspaceFrom = `the case the trace came from, ${src.original.dir}/workspace`;
  } else {
    writeFileSync(join(workspace, ".gitkeep"), "");
    workspaceFrom = "nothing: it is empty";
    const read = [...new Set(src.events.flatMap((e) => (e.type === "model.response" ? e.toolUses : [])).map((u) => (u.input as { path?: unknown; file_path?: unknown } | null)?.path ?? (u.input as { file_path?: unknown } | null)?.file_path).filter((p): p is string => typeof p === "string").map((p) => (p.startsWith(`${start.cwd}/`) ? relative(start.cwd, p) : p)))];
    review.push(`workspace/: empty. Put there the repository as it was when the session started (it ran in ${start.cwd}, which is gone); the session touched: ${read.slice(0, 12).join(", ") || "no file by path"}${read.length > 12 ? ", …" : ""}`);
  }
  let solution = false;
  const diff = src.record && src.runDir ? join(src.runDir, src.record.diff) : null;
  const patch = diff && src.record!.pass && existsSync(diff) ? readFileSync(diff, "utf8") : "";
  if (patch.trim()) {
    // The run's diffs/ files lack the final newline git apply needs (execa strips it).
    writeFileSync(join(dir, "solution.patch"), patch.endsWith("\n") ? patch : `${patch}\n`);
    solution = true;
    review.push(`solution.patch: the session's change (its trial passed); check it is a solution you would accept, not only one that passed`);
  } else {
    review.push(`solution/: write the reference solution (${src.record ? (src.record.pass ? "the session changed no file" : "the session's trial did not pass, so its change is not taken") : "no trial record names this trace"})`);
  }
  const draft = draftCase({ id, events: src.events, original: src.original, ...(opts.prompt !== undefined ? { prompt: opts.prompt } : {}), solution: solution ? "solution.patch" : null });
  // Tests, runners and build scripts the session left alone are pinned, as eval validate requires
  // (suite/unprotected-tests.ts): a drafted check that runs them cannot then pass on a gutted test.
  const files = (draft.caseFile.files ?? []) as FileAssertion[];
  const pins = unprotectedTests({ check: { run: "", timeoutSec: 1 }, workspaceDir: workspace, solutionPath: null, files });
  if (pins.length) {
    draft.caseFile.files = [...files, ...pins.map((path) => ({ path, unchanged: true }))];
    review.push(`files: ${plural(pins.length, "test file")} the session left alone pinned \`unchanged: true\` (${pins.slice(0, 6).join(", ")}${pins.length > 6 ? ", …" : ""}); drop a pin where a good fix may extend the file`);
  }
  const schema = relative(dir, join(PACKAGE_ROOT, "schemas", "case.schema.json"));
  const header = `# yaml-language-server: $schema=${schema}\n# Drafted by freecode eval add from ${src.trace}\n# Every "TODO(eval add)" must be written by hand; freecode eval validate lists those left.\n`;
  writeFileSync(join(dir, "case.yaml"), header + stringify(draft.caseFile, { lineWidth: 0 }));
  return { dir, id, workspaceFrom, solution, review: [...draft.review, ...review, ...src.notes] };
}

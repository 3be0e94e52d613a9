import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { CommandModule } from "yargs";
import { InputError } from "../suite/input-error.ts";
import type { LoadedCase } from "../suite/schema.ts";
import { EXIT } from "./exit-codes.ts";
import { COUNT, numberOption } from "./number-option.ts";
import { plural } from "../text/plural.ts";

/** A case folder (or its case.yaml) given instead of a suite, or null. */
function caseFolder(arg: string): string | null {
  if (basename(arg) === "case.yaml" && existsSync(arg)) return dirname(resolve(arg));
  return existsSync(join(arg, "case.yaml")) ? resolve(arg) : null;
}

/** A case loaded on its own, with the suite defaults; its id must equal its folder name as in a suite. */
async function loadCaseAlone(dir: string): Promise<LoadedCase> {
  const { loadCase } = await import("../suite/load.ts");
  const { SuiteFile } = await import("../suite/schema.ts");
  const c = loadCase(dir, SuiteFile.parse({ name: "-", cases: ["-"] }));
  if (c.id !== basename(dir)) throw new InputError(`${join(dir, "case.yaml")}: field \`id\`: "${c.id}" must equal its folder name "${basename(dir)}"`);
  return c;
}

export const validateCommand: CommandModule<object, { suites: string[]; prove: boolean; concurrency: number }> = {
  command: "validate [suites..]",
  describe: "Check suites and cases against the schema; --prove also shows each case fails untouched, passes with its solution and with its simulator trajectory",
  builder: (y) =>
    y
      .positional("suites", { type: "string", array: true, default: [], describe: "suite names or paths, or case folders (default: every suite)" })
      .option("prove", { type: "boolean", default: false })
      .option("concurrency", numberOption("concurrency", COUNT, { default: 2, describe: "cases proven at once (with --prove)" })) as never,
  handler: async (a) => {
    const { listSuites, loadSuite } = await import("../suite/load.ts");
    const names = a.suites.length ? a.suites : listSuites().map((s) => s.name);
    const problems: string[] = [];
    const cases = new Map<string, LoadedCase>();
    for (const name of names) {
      const caseDir = caseFolder(name);
      const what = caseDir ? `case ${name}` : `suite ${name}`;
      try {
        if (caseDir) {
          const c = await loadCaseAlone(caseDir);
          process.stdout.write(`ok   case ${c.id}: schema\n`);
          cases.set(c.id, c);
          continue;
        }
        const s = loadSuite(name);
        process.stdout.write(`ok   suite ${s.name}: ${plural(s.loadedCases.length, "case")}\n`);
        for (const c of s.loadedCases) cases.set(c.id, c);
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
        // Each problem is printed once, here; the summary on stderr only counts them.
        problems.push(`${what}: ${plural(err.problems.length, "problem")}, listed above`);
        process.stdout.write(`FAIL ${what}\n${err.message.replace(/^/gm, "     ")}\n`);
      }
    }
    const { draftTodos } = await import("../suite/draft-todos.ts");
    for (const c of cases.values()) {
      const todos = draftTodos({ ...c, dir: "", workspaceDir: "", solutionPath: "" });
      if (!todos.length) continue;
      process.stdout.write(`TODO case ${c.id} (${c.dir}/case.yaml): fields drafted by eval add still to write: ${todos.join(", ")}\n`);
      problems.push(`case ${c.id}: ${plural(todos.length, "field")} still TODO(eval add), listed above`);
    }
    const { unprotectedTests } = await import("../suite/unprotected-tests.ts");
    for (const c of cases.values()) {
      const open = unprotectedTests(c);
      if (!open.length) continue;
      process.stdout.write(
        `FAIL case ${c.id} (${c.dir}/case.yaml): field \`files\`: ${plural(open.length, "test file")} (tests, test runners, build scripts) the solution leaves alone ${open.length === 1 ? "is" : "are"} not protected, so a trial could pass by gutting ${open.length === 1 ? "it" : "them"}: ${open.join(", ")}; add ${open.length === 1 ? "" : "for each "}\`- {path: ${open[0]}, unchanged: true}\` (or any assertion on the path, if a good fix may change it)\n`,
      );
      problems.push(`case ${c.id}: ${plural(open.length, "unprotected test file")}, listed above`);
    }
    if (a.prove) {
      const { proveCase, removeProvingFolders } = await import("../runner/prove.ts");
      (await import("./interrupt.ts")).handleInterrupts({ cleanUp: removeProvingFolders, what: () => "proving did not finish" });
      const queue = [...cases.values()];
      const worker = async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          const r = await proveCase(c);
          const lines = r.steps.map((s) => `     ${s.ok ? "ok  " : "FAIL"} ${s.step}${s.ok ? `: ${s.detail}` : `\n${s.detail.replace(/^/gm, "          ")}`}`);
          process.stdout.write(`${r.ok ? "ok  " : "FAIL"} case ${r.caseId}\n${lines.join("\n")}\n`);
          if (!r.ok) problems.push(`case ${r.caseId}: ${r.steps.filter((s) => !s.ok).map((s) => s.step.replace("fails", "must fail").replace("passes", "must pass")).join(", ")}`);
        }
      };
      await Promise.all(Array.from({ length: a.concurrency }, worker));
    }
    if (problems.length) {
      process.stderr.write(`freecode: validation failed:\n  ${problems.map((p) => p.replaceAll("\n", "\n    ")).join("\n  ")}\n`);
      process.exitCode = EXIT.input;
    } else {
      process.stdout.write(`${plural(cases.size, "case")} valid${a.prove ? " and proven" : ""}\n`);
    }
  },
};

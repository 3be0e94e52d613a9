import type { CommandModule } from "yargs";

interface AddArgs { "from-trace": string; out?: string; prompt?: string }

export const addCommand: CommandModule<object, AddArgs> = {
  command: "add",
  describe: "Draft a case from a recorded trace (prompt, workspace, expectations, simulator trajectory) and print what to check by hand",
  builder: (y) =>
    y
      .option("from-trace", { type: "string", demandOption: true, describe: "a trial's trace, e.g. results/<run>/traces/<case>.0.baseline.a1-ab12.jsonl" })
      .option("out", { type: "string", describe: "the new case folder; its name is the case id (default: cases/<case>-draft)" })
      .option("prompt", { type: "string", describe: "the task text, when the trace's own case cannot be found" })
      .example("$0 eval add --from-trace results/<run>/traces/cite-line.0.candidate.a1-3b50.jsonl --out cases/cite-line-2", "") as never,
  handler: async (a) => {
    const { readTraceSource, writeDraft } = await import("../authoring/from-trace.ts");
    const src = await readTraceSource(a["from-trace"]);
    const out = a.out ?? `cases/${src.caseId ?? "trace"}-draft`;
    const d = await writeDraft(src, out, a.prompt !== undefined ? { prompt: a.prompt } : {});
    process.stdout.write(
      `drafted case ${d.id} in ${out}: case.yaml, workspace/ (from ${d.workspaceFrom})${d.solution ? ", solution.patch" : ""}\n` +
        `Check by hand before it measures anything:\n${d.review.map((r, i) => `  ${i + 1}. ${r}`).join("\n")}\n` +
        `Then: freecode eval validate ${out} (lists the TODOs left), add the id to a suite, and freecode eval validate <suite> --prove\n`,
    );
  },
};

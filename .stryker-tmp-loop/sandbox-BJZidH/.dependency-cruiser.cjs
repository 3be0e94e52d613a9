/**
 * The import rules of src/ (ARCHITECTURE.md explains each folder), checked by `npm test`
 * (`npm run deps`). Type-only imports count: a cycle through types still ties two folders.
 */
// @ts-nocheck

module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment: "Data flows one way: two folders of src/ never import each other, directly or round about. Move what both need down to a lower folder.",
      severity: "error",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "no-file-cycle",
      comment: "Two files never import each other, directly or round about.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "agent-is-private",
      comment:
        "The reference agent is started as a process (src/cli/agent-run.ts is its entry); nothing else reaches into src/agent/. " +
        "The trace is src/trace/, the agent's flags and tool-output text src/agent-protocol/. " +
        "Exception: the suite schema checks scripted simulator calls against the agent's own tool input schemas.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/agent/", "^src/cli/agent-run\\.ts$"] },
      to: { path: "^src/agent/", pathNot: "^src/agent/tools/index\\.ts$" },
    },
    {
      name: "agent-tools-only-for-the-suite-schema",
      comment: "The one import into src/agent/ besides its entry: suite/schema.ts reads toolInputKeys.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/agent/", "^src/suite/schema\\.ts$"] },
      to: { path: "^src/agent/tools/index\\.ts$" },
    },
    {
      name: "nothing-below-renders",
      comment: "Reports render; the runner, gates, statistics and readers return data and never import src/report/.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/report/", "^src/cli/"] },
      to: { path: "^src/report/" },
    },
    {
      name: "cli-is-the-top",
      comment: "Only the CLI imports the CLI (the agent bundle is built from cli/agent-entry.ts by name, not imported).",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/cli/" },
      to: { path: "^src/cli/" },
    },
    {
      name: "stats-are-pure",
      comment: "The statistics engine is numbers in, numbers out: no file system, processes or network (readers are src/results/).",
      severity: "error",
      from: { path: "^src/stats/" },
      to: { dependencyTypes: ["core"], path: "^(node:)?(fs|fs/promises|child_process|net|http|https|os)$" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/" },
    // Imports of bin/ (the bundler) are followed so that a cycle through it would show.
    enhancedResolveOptions: { extensions: [".ts", ".mjs", ".js", ".json"] },
  },
};

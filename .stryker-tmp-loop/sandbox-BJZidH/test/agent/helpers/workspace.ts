/** Temporary workspaces and tool contexts for agent tests. */
// @ts-nocheck

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { OutputStore } from "../../../src/agent/output-store.ts";
import type { GuardKind, ToolCtx } from "../../../src/agent/tools/types.ts";

/** A fresh temp folder holding `files` (path → content). */
export function tempWorkspace(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "freecode-agent-"));
  for (const [p, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), content);
  }
  return dir;
}

/** A stub tool context recording guard trips. */
export function stubCtx(cwd: string, env: Record<string, string> = {}, callId = "toolu_test") {
  const guards: Array<{ kind: GuardKind; detail: string }> = [];
  const ctx: ToolCtx = { cwd, env, store: new OutputStore(), callId, guard: (kind, detail) => guards.push({ kind, detail }) };
  return { ctx, guards };
}

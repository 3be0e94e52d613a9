/** Class 11: write/edit tool events carry the file's sha256 and size after the call; large content is not stored twice. */
// @ts-nocheck

import { describe, it, expect } from "vitest";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toolHarness } from "../helpers/exec.ts";
import { runAgent } from "../../../src/agent/session.ts";
import { parseTrace } from "../../../src/trace/index.ts";
import { answer, callTools, scriptedApi } from "../helpers/scripted-api.ts";
import { tempWorkspace } from "../helpers/workspace.ts";

const sha = (buf: Buffer) => createHash("sha256").update(buf).digest("hex");

describe("tool.call facts for write and edit", () => {
  it("write and edit record the sha256 and byte count of the bytes now on disk", async () => {
    const h = toolHarness({ "c.txt": "one\r\ntwo\r\n" });
    await h.call("write", { path: "c.txt", content: "uno\ndos\n" });
    const [w] = h.toolCalls();
    expect(w!.file).toEqual({ sha256: sha(h.bytes("c.txt")), bytes: 10 });
    await h.call("edit", { path: "c.txt", old_string: "dos", new_string: "tres" });
    const e = h.toolCalls()[1]!;
    expect(e.file).toEqual({ sha256: sha(h.bytes("c.txt")), bytes: h.bytes("c.txt").length });
    expect(e.workspaceChanged).toBe(true);
    // A refused edit changed nothing and records no file.
    await h.call("edit", { path: "c.txt", old_string: "absent", new_string: "x" });
    expect(h.toolCalls()[2]).toMatchObject({ ok: false, workspaceChanged: false });
    expect(h.toolCalls()[2]!.file).toBeUndefined();
  });

  it("a large content is recorded in tool.call by length and digest, a long bash command whole", async () => {
    const content = "line of text\n".repeat(1000);
    const h = toolHarness();
    await h.call("write", { path: "big.txt", content });
    const cmd = `echo ${"a".repeat(3000)} > /dev/null`;
    await h.call("bash", { command: cmd });
    const [w, bsh] = h.toolCalls();
    const digest = createHash("sha256").update(content).digest("hex");
    expect(JSON.parse(w!.input)).toEqual({ path: "big.txt", content: `[13000 characters, sha256 ${digest}; the exact text is in the model.response event]` });
    expect(JSON.parse(bsh!.input).command).toBe(cmd.replace(/\s+/g, " "));
  });

  it("in a session's trace file the large content appears once (in model.response)", async () => {
    const cwd = tempWorkspace();
    const content = Array.from({ length: 800 }, (_, i) => `const value_${i} = ${i}; // unique-marker`).join("\n") + "\n";
    const api = scriptedApi([callTools({ id: "toolu_w", name: "write", input: { path: "gen.js", content } }), answer("done")]);
    const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "freecode-trace-")), "t.jsonl");
    await runAgent({ cwd, prompt: "p", model: "claude-sonnet-5-5", maxTurns: 3, tracePath, env: {}, baseURL: "http://127.0.0.1:9", apiKey: "sk-test", fetch: api.fetch, retry: { baseDelayMs: 1 } });
    const text = fs.readFileSync(tracePath, "utf8");
    expect(text.split("const value_799 = 799;").length - 1).toBe(1);
    const call = parseTrace(text).find((e) => e.type === "tool.call")!;
    expect(call).toMatchObject({ name: "write", ok: true, file: { sha256: sha(fs.readFileSync(path.join(cwd, "gen.js"))), bytes: Buffer.byteLength(content) } });
  });
});

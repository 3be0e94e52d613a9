/** The simulator's rendering of a trajectory change in the offered edit format, and its elision curve. */
// @ts-nocheck

import { describe, expect, it } from "vitest";
import { ELISION, editTools, elide, elisionChance, renderEdits } from "../../src/sim/edit-render.ts";
import { findElision } from "../../src/agent/elision.ts";
import { applyUnifiedDiff } from "../../src/agent/unified-diff.ts";
import { tempWorkspace } from "../agent/helpers/workspace.ts";

const file = Array.from({ length: 400 }, (_, i) => `x${i} = ${i}`).join("\n") + "\n";
const change = { name: "edit", input: { path: "m.py", old_string: "x200 = 200\n", new_string: "x200 = -200\n" } };
const ws = tempWorkspace({ "m.py": file });
const ctx = (tools: ReturnType<typeof editTools>, attempt = 0, seed = 1) => ({ tools, workspaceDir: ws, seed, where: "s0", attempt });
const tools = (...defs: Array<{ name: string; description?: string }>) => editTools(defs);

describe("elisionChance", () => {
  it("follows the documented Hill curve: rising with length, below its ceiling", () => {
    // max · L²/(L² + 1000²), computed by hand for the figures in edit-render.ts's comment
    expect(elisionChance(100)).toBeCloseTo(0.6 * 1e4 / (1e4 + 1e6), 12);
    expect(elisionChance(500)).toBeCloseTo(0.12, 12);
    expect(elisionChance(1400)).toBeCloseTo(0.6 * 1.96 / 2.96, 12);
    expect(elisionChance(3000)).toBeCloseTo(0.54, 12);
    expect(elisionChance(1e7)).toBeLessThan(ELISION.max);
  });
});

describe("renderEdits", () => {
  it("keeps edit calls when edit is offered", () => {
    expect(renderEdits([change], ctx(tools({ name: "write" }, { name: "edit" })))).toEqual([change]);
  });

  it("renders a whole-file write when only write is offered (complete content, or elided by the draw)", () => {
    const out = renderEdits([change], ctx(tools({ name: "write" })));
    expect(out).toHaveLength(1);
    expect(out[0]!.name).toBe("write");
    const content = String(out[0]!.input.content);
    const done = file.replace("x200 = 200\n", "x200 = -200\n");
    expect(content === done || findElision(content) !== null).toBe(true);
  });

  it("renders a unified diff that the patch tool applies to give the new file", () => {
    const [call] = renderEdits([change], ctx(tools({ name: "write" }, { name: "patch" })));
    expect(call!.name).toBe("patch");
    const r = applyUnifiedDiff("m.py", file, String(call!.input.diff));
    expect(r.ok && r.text).toBe(file.replace("x200 = 200\n", "x200 = -200\n"));
  });

  it("follows write's 'fewer than N lines' invitation, and takes the smaller edit on a retry", () => {
    const auto = tools({ name: "write", description: "Create a new file, or replace an existing file of fewer than 500 lines completely." }, { name: "edit" });
    expect(auto.rewriteBelowLines).toBe(500);
    expect(renderEdits([change], ctx(auto))[0]!.name).toBe("write");
    expect(renderEdits([change], ctx(auto, 1))[0]!.name).toBe("edit");
    const above = tools({ name: "write", description: "… an existing file of fewer than 300 lines …" }, { name: "edit" });
    expect(renderEdits([change], ctx(above))[0]!.name).toBe("edit");
  });

  it("merges several edits of one file into one write", () => {
    const two = [change, { name: "edit", input: { path: "m.py", old_string: "x7 = 7\n", new_string: "x7 = 70\n" } }];
    const out = renderEdits(two, ctx(tools({ name: "write" }), 0, 99999));
    expect(out.map((c) => c.name)).toEqual(["write"]);
  });
});

describe("elide", () => {
  it("replaces the larger unchanged side by a placeholder the write guard recognises", () => {
    const after = file.replace("x300 = 300\n", "x300 = 0\n");
    const lazy = elide("m.py", file, after);
    expect(lazy.split("\n").length).toBeLessThan(after.split("\n").length);
    expect(findElision(lazy)?.text).toBe("# ... existing code unchanged ...");
    const early = elide("m.js", file, file.replace("x3 = 3\n", "x3 = 0\n"));
    expect(findElision(early)?.text).toBe("// ... rest of the file unchanged ...");
  });
});

import { describe, it, expect } from "vitest";
import { classifyCommand, lastSegment } from "../../src/agent/classify-command.ts";
import { compressOutput, dedupeSearch } from "../../src/agent/compress.ts";
import { rowsOf } from "../../src/agent/compress-shapes.ts";
import { executeToolCall, type ExecCtx } from "../../src/agent/executor.ts";
import { OutputStore } from "../../src/agent/output-store.ts";
import { toolMap } from "../../src/agent/tools/index.ts";
import { ELISION_RE } from "../../src/agent-protocol/formats.ts";
import type { TraceEvent } from "../../src/trace/index.ts";
import { tempWorkspace } from "./helpers/workspace.ts";

/** A seeded generator (mulberry32) so the property test replays identically. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("command classes", () => {
  it("classifies the last segment of a pipeline or command list", () => {
    const cases: Array<[string, string]> = [
      ["cat src/a.py", "source"],
      ["sed -n '10,20p' a.py", "source"],
      ["git diff HEAD~1", "diff"],
      ["git log -p -3", "diff"],
      ["diff -u a.txt b.txt", "diff"],
      ["git log --oneline", "other"],
      ["npm test 2>&1 | tail -40", "source"],
      ["grep -rn 'foo|bar' src", "search"],
      ["cd src && rg TODO", "search"],
      ["find . -name '*.py'", "listing"],
      ["ls -R", "listing"],
      ["find . -type f | sort", "listing"],
      ["grep -rnw fetchJson . | sort", "search"],
      ["python3 -m unittest discover -s tests -v 2>&1 | grep -v '^Ran '", "log"],
      ["node --test 2>&1", "log"],
      ["make test | grep FAIL", "search"],
      ["ls -la", "other"],
      ["git grep -n main", "search"],
      ["npm install", "log"],
      ["cd app; pnpm run build", "log"],
      ["CI=1 yarn test", "log"],
      ["make -j2 all", "log"],
      ["npx tsc --noEmit", "log"],
      ["python -m pytest -q", "log"],
      ["cargo build --release", "log"],
      ["go test ./...", "log"],
      ["pip install -r requirements.txt", "log"],
      ["echo hi", "other"],
      ["python script.py", "other"],
    ];
    for (const [cmd, cls] of cases) expect([cmd, classifyCommand(cmd)]).toEqual([cmd, cls]);
    expect(lastSegment("a 2>&1 | b && c")).toBe("c");
    expect(lastSegment("grep 'x | y' f")).toBe("grep 'x | y' f");
  });
});

const env = { FREECODE_OUTPUT_MAX_CHARS: "2000" };

describe("search compression", () => {
  it("property: every distinct line of a generated search output survives, in first-seen order", () => {
    const next = rng(20261130);
    for (let trial = 0; trial < 200; trial++) {
      const vocab = Array.from({ length: 1 + Math.floor(next() * 80) }, (_, i) => `src/f${Math.floor(next() * 9)}.py:${i}: match ${Math.floor(next() * 1e6)}`);
      const n = 1 + Math.floor(next() * 600);
      const lines = Array.from({ length: n }, () => vocab[Math.floor(next() * vocab.length)]!);
      if (next() < 0.3) lines.splice(Math.floor(next() * n), 0, "", "");
      const out = dedupeSearch(rowsOf(lines), "toolu_p").map((r) => r.text);
      const distinct = [...new Set(lines)];
      expect(out.slice(0, distinct.length)).toEqual(distinct);
      const c = compressOutput("grep -rn match src", lines.join("\n"), "toolu_p", env);
      for (const d of distinct) expect(c.text.split("\n")).toContain(d);
    }
  });

  it("leaves source-like and short outputs untouched", () => {
    const text = "same\n".repeat(5000);
    expect(compressOutput("cat a.txt", text, "id", env)).toEqual({ cls: "source", text, changed: false });
    expect(compressOutput("grep x f", "a\na\n", "id", env).changed).toBe(false);
  });
});

describe("log compression", () => {
  const log = (n: number, errorAt: number) =>
    Array.from({ length: n }, (_, i) => (i === errorAt ? "src/parser.c:412: ERROR: undefined reference to `tokenize_v2'" : `[${i}/${n}] compiling unit_${i}.c`)).join("\n");

  it("keeps the single ERROR line of a 5,000-line build log, head and tail, with markers", () => {
    const text = log(5000, 3217);
    const c = compressOutput("make all", text, "toolu_m", env);
    expect(c.cls).toBe("log");
    expect(c.changed).toBe(true);
    const lines = c.text.split("\n");
    expect(lines).toContain("src/parser.c:412: ERROR: undefined reference to `tokenize_v2'");
    expect(lines.slice(0, 40)).toEqual(text.split("\n").slice(0, 40));
    expect(lines.slice(-60)).toEqual(text.split("\n").slice(-60));
    const markers = [...c.text.matchAll(ELISION_RE)].map((m) => m[1]);
    expect(markers.length).toBe(2);
    expect(new Set(markers)).toEqual(new Set(["toolu_m"]));
  });

  it("folds progress lines and repeats, each with a marker", () => {
    const lines = ["start", ...Array.from({ length: 300 }, (_, i) => `[=====>    ] ${i % 100}%`), ...Array(50).fill("Retrying connection"), "npm ERR! code E404", ...Array.from({ length: 200 }, (_, i) => `added pkg-${i}`)];
    const c = compressOutput("npm install", lines.join("\n"), "toolu_n", env);
    expect(c.text).toContain("[300 progress lines folded]");
    expect(c.text).toContain("Retrying connection\n[previous line repeated 49 more times]");
    expect(c.text).toContain("npm ERR! code E404");
    expect([...c.text.matchAll(ELISION_RE)].length).toBeGreaterThanOrEqual(3);
  });

  it("end to end: with FREECODE_BASH_COMPRESS=1 the ERROR line of a 5,000-line make log reaches the model", async () => {
    const ws = tempWorkspace({
      Makefile: 'all:\n\t@for i in $$(seq 1 5000); do if [ $$i = 3217 ]; then echo "src/parser.c:412: ERROR: undefined reference"; else echo "[$$i/5000] compiling unit_$$i.c ........................"; fi; done\n',
    });
    const run = async (flag: string) => {
      const events: TraceEvent[] = [];
      const ctx: ExecCtx = { cwd: ws, env: { FREECODE_BASH_COMPRESS: flag }, store: new OutputStore(), turn: 1, tools: toolMap(), trace: { write: (e) => (events.push({ t: 0, ...e } as TraceEvent), { t: 0, ...e } as TraceEvent) } };
      const r = await executeToolCall({ id: "toolu_make", name: "bash", input: { command: "make" } }, ctx);
      return { r, stored: ctx.store.get("toolu_make")! };
    };
    const on = await run("1");
    expect(on.r.content).toContain("src/parser.c:412: ERROR: undefined reference");
    expect(on.r.content.length).toBeLessThanOrEqual(30_000);
    expect(on.stored.split("\n").length).toBe(5001);
    const off = await run("0");
    expect(off.r.content).not.toContain("ERROR");
  });
});

import { FAILURE_RE as FAILURE_PATTERN } from "../../src/agent/compress.ts";

describe("the failure pattern", () => {
  it("keeps exception lines named like ValueError: and KeyError:, not plain lines", () => {
    expect(["ValueError: could not convert 'N/A'", "  KeyError: 'sku'", "RuntimeException in thread"].every((l) => FAILURE_PATTERN.test(l))).toBe(true);
    expect(["compiled 42 modules", "mirror synced"].some((l) => FAILURE_PATTERN.test(l))).toBe(false);
  });
});

import { DIFF_CONTEXT_LINES, LIST_PER_DIR, SEARCH_PER_FILE } from "../../src/agent/compress-shapes.ts";

describe("shaping by class at any size (issue 16)", () => {
  const markers = (t: string) => [...t.matchAll(ELISION_RE)].map((m) => m[1]);

  it("a short test log: runs of passing tests collapse behind a marker naming the call; failures and the summary stay", () => {
    const lines = [
      ...Array.from({ length: 20 }, (_, i) => `test_case_${i} (tests.test_mod.T.test_case_${i}) ... ok`),
      "test_bad (tests.test_mod.T.test_bad) ... FAIL",
      "======================================================================",
      "FAIL: test_bad (tests.test_mod.T.test_bad)",
      "AssertionError: 1 != 2",
      "FAILED (failures=1)",
    ];
    const text = lines.join("\n");
    expect(text.length).toBeLessThan(30_000);
    const c = compressOutput("python3 -m unittest discover -s tests -v 2>&1 | grep -v '^Ran '", text, "toolu_t", {});
    expect(c.cls).toBe("log");
    expect(c.changed).toBe(true);
    expect(c.text).toContain("[20 passing lines collapsed]");
    expect(c.text).toContain("test_bad (tests.test_mod.T.test_bad) ... FAIL");
    expect(c.text).toContain("FAILED (failures=1)");
    expect(markers(c.text)).toEqual(["toolu_t"]);
  });

  it("a diff keeps headers, hunks and changed lines with one line of context; longer unchanged runs collapse", () => {
    const ctx = (n: number, from: number) => Array.from({ length: n }, (_, i) => `     line ${from + i} of unchanged context that is long enough`);
    const diff = ["diff --git a/x.py b/x.py", "index 1..2 100644", "--- a/x.py", "+++ b/x.py", "@@ -1,20 +1,20 @@", ...ctx(9, 1), "-old = 1", "+new = 1", ...ctx(9, 11)].join("\n");
    const c = compressOutput("git diff", diff, "toolu_d", {});
    expect(c.cls).toBe("diff");
    const out = c.text.split("\n");
    expect(out).toEqual(expect.arrayContaining(["diff --git a/x.py b/x.py", "--- a/x.py", "+++ b/x.py", "@@ -1,20 +1,20 @@", "-old = 1", "+new = 1"]));
    expect(DIFF_CONTEXT_LINES).toBe(1);
    expect(out).toContain("     line 9 of unchanged context that is long enough");
    expect(out).toContain("     line 11 of unchanged context that is long enough");
    expect(out).not.toContain("     line 1 of unchanged context that is long enough");
    expect(markers(c.text)).toEqual(["toolu_d", "toolu_d"]);
  });

  it("a search keeps at most SEARCH_PER_FILE matches per file; a listing collapses noise folders and long folders", () => {
    const grep = Array.from({ length: 30 }, (_, i) => `src/big.py:${i + 1}:    value = compute_total(items, ${i})`).concat(["src/small.py:3:compute_total()"]).join("\n");
    const s = compressOutput("grep -rn compute_total src", grep, "toolu_s", {});
    expect(s.text.split("\n").filter((l) => l.startsWith("src/big.py:")).length).toBe(SEARCH_PER_FILE);
    expect(s.text).toContain("src/small.py:3:compute_total()");
    expect(s.text).toContain("[22 more matches in the same file collapsed]");
    const listing = ["./README.md", ...Array.from({ length: 40 }, (_, i) => `./node_modules/pkg${i}/index.js`), ...Array.from({ length: 30 }, (_, i) => `./src/mod_${i}.py`)].join("\n");
    const l = compressOutput("find . -type f | sort", listing, "toolu_l", {});
    expect(l.cls).toBe("listing");
    expect(l.text).not.toContain("node_modules/pkg3/");
    expect(l.text.split("\n").filter((x) => x.startsWith("./src/")).length).toBe(LIST_PER_DIR);
    expect(markers(l.text)).toEqual(["toolu_l", "toolu_l"]);
  });

  it("never shapes when shaping saves nothing: a short output with nothing to collapse is untouched", () => {
    expect(compressOutput("git diff", "diff --git a/x b/x\n-a\n+b", "id", {}).changed).toBe(false);
    expect(compressOutput("python3 -m unittest -v", "test_a ... ok\nOK", "id", {}).changed).toBe(false);
  });
});

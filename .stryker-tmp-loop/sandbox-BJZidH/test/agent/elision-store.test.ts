// @ts-nocheck
import { describe, it, expect } from "vitest";
import { findElision } from "../../src/agent/elision.ts";
import { OutputStore } from "../../src/agent/output-store.ts";
import { capText } from "../../src/agent/cap.ts";

describe("elision placeholders", () => {
  it("flags placeholder comment lines in common comment syntaxes", () => {
    const hits = [
      "# ... rest of the file unchanged ...",
      "// ... existing code ...",
      "// existing code here",
      "/* ... (unchanged) */",
      "<!-- rest of the content unchanged -->",
      "... (unchanged)",
      "    # ... 200 lines unchanged",
      "-- rest of the file unchanged",
      "{/* ... existing code ... */}",
      "// … rest of the class remains unchanged …",
      "# Rest of the code stays the same",
      "  // ...rest of the implementation",
    ];
    for (const h of hits) expect([h, findElision(`x = 1\n${h}\ny = 2`)?.line]).toEqual([h, 2]);
  });

  it("leaves ordinary comments, code and prose alone", () => {
    const misses = ["# existing tests", "x = 1  # unchanged", "print('rest of the file unchanged')", "* unchanged", "// Rest of the config", "# TODO: keep existing behaviour", "...", "# Unchanged"];
    for (const m of misses) expect([m, findElision(m)]).toEqual([m, null]);
  });
});

describe("output store", () => {
  it("evicts the oldest entries past its budget but always keeps the newest", () => {
    const s = new OutputStore(10);
    s.put("a", "1234");
    s.put("b", "1234");
    s.put("c", "1234");
    expect(s.ids()).toEqual(["b", "c"]);
    s.put("d", "x".repeat(50));
    expect(s.ids()).toEqual(["d"]);
    expect(s.get("a")).toBeUndefined();
  });
});

describe("capText", () => {
  it("keeps short text whole and cuts long text to the budget with the tail kept", () => {
    expect(capText("short", "id", { maxChars: 100, tailChars: 10 })).toEqual({ text: "short", elided: false });
    const long = Array.from({ length: 5000 }, (_, i) => `l${i}`).join("\n");
    const c = capText(long, "toolu_9", { maxChars: 1000, tailChars: 300 });
    expect(c.elided).toBe(true);
    expect(c.text.length).toBeLessThanOrEqual(1000);
    expect(c.text.endsWith(long.slice(-300))).toBe(true);
    expect(c.text.startsWith(long.slice(0, 500))).toBe(true);
    expect(c.text).toContain('call output with id="toolu_9"');
  });
});

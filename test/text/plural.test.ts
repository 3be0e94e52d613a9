import { describe, expect, it } from "vitest";
import { nounFor, plural } from "../../src/text/plural.ts";

describe("plural", () => {
  it("one is singular, every other count plural, irregular plurals given", () => {
    expect(plural(1, "trial")).toBe("1 trial");
    expect(plural(0, "trial")).toBe("0 trials");
    expect(plural(2, "trial")).toBe("2 trials");
    expect(plural("1", "run")).toBe("1 run");
    expect(plural("1–2", "trial")).toBe("1–2 trials");
    expect(plural(1, "match", "matches")).toBe("1 match");
    expect(plural(4, "match", "matches")).toBe("4 matches");
    expect(nounFor(1, "line")).toBe("line");
    expect(nounFor(1.5, "line")).toBe("lines");
  });
});

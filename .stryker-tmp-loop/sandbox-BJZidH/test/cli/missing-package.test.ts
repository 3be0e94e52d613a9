// @ts-nocheck
import { describe, expect, it } from "vitest";
import { missingPackageMessage } from "../../src/cli/missing-package.ts";

describe("missingPackageMessage", () => {
  it("names the package and npm ci for Node's missing-package error, and nothing else", async () => {
    // A real ERR_MODULE_NOT_FOUND from Node, not a made-up one.
    const err = await import("freecode-no-such-package-" + "x").catch((e: unknown) => e);
    const msg = missingPackageMessage(err);
    expect(msg).toMatch(/^the package freecode-no-such-package-x is not installed: .* Run `npm ci` in \//);
    // A relative file that is missing is a bug of ours, not a stale install: left to the stack trace.
    const rel = await import("./no-such-file-" + "x.ts").catch((e: unknown) => e);
    expect((rel as { code?: string }).code).toBe("ERR_MODULE_NOT_FOUND");
    expect(missingPackageMessage(rel)).toBeNull();
    expect(missingPackageMessage(new Error("Cannot find package 'x'"))).toBeNull();
  });
});

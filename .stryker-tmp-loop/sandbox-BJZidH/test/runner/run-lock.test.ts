// @ts-nocheck
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireRunLock, LOCK_FILE, liveWriter } from "../../src/runner/run-lock.ts";

describe("run lock: one writer per run folder", () => {
  it("refuses a second writer (exit 2) naming the holder, and frees the folder on release", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-lock-"));
    const release = acquireRunLock(dir, "eval ab");
    expect(liveWriter(dir)).toMatchObject({ pid: process.pid, host: hostname(), command: "eval ab" });
    let err: unknown;
    try {
      acquireRunLock(dir, "eval ab --resume");
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ exitCode: 2, message: expect.stringMatching(new RegExp(`is being written by pid ${process.pid} on .+ since .+ \\(eval ab\\)`)) });
    release();
    expect(liveWriter(dir)).toBeNull();
    acquireRunLock(dir, "eval ab --resume")();
  });

  it("takes over a stale lock: its process is gone", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-lock-"));
    // A pid far above pid_max's default: no such process.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 4_000_000, host: hostname(), procStart: "1", startedAt: "2026-01-01T00:00:00Z", command: "eval ab" }));
    expect(liveWriter(dir)).toBeNull();
    const release = acquireRunLock(dir, "eval ab --resume");
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8"))).toMatchObject({ pid: process.pid, command: "eval ab --resume" });
    release();
  });

  it("keeps another host's lock: its process cannot be checked from here", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-lock-"));
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 4_000_000, host: "elsewhere", procStart: null, startedAt: "2026-01-01T00:00:00Z", command: "eval ab" }));
    expect(() => acquireRunLock(dir, "eval ab --resume")).toThrow(/being written by pid 4000000 on elsewhere/);
  });
});

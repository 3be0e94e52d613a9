// @ts-nocheck
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");
export const BIN = join(ROOT, "bin", "freecode.mjs");

/** A temporary project whose suite lists `cases` of the shipped cases/ folder. */
export function tempSuite(cases: string[], extra = ""): { dir: string; suite: string; results: string } {
  const dir = mkdtempSync(join(tmpdir(), "fc-e2e-"));
  mkdirSync(join(dir, "suites"));
  symlinkSync(join(ROOT, "cases"), join(dir, "cases"));
  const suite = join(dir, "suites", "t.yaml");
  writeFileSync(suite, `name: t\ncases: [${cases.join(", ")}]\ntrials: 1\n${extra}`);
  return { dir, suite, results: join(dir, "results") };
}

/** Whether a process runs: exists and is not a zombie (Linux /proc; elsewhere existence only). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
  return !/^\d+ \(.*\) Z /.test(stat);
}

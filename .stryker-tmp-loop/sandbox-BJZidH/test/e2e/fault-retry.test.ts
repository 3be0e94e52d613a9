/**
 * Injected faults are drawn per attempt (issue 20, item 5): with `overloaded` at 0.6 a trial
 * can exhaust the SDK's retries and end as an infra error, and its infra retry then meets
 * fresh faults and can pass, as after a real transient error (before, every attempt replayed
 * the same faults and failed the same way).
 */
// @ts-nocheck

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { expect, it } from "vitest";
import { BIN, tempSuite } from "./helpers.ts";

it("an infra retry meets fresh faults: trials that failed past the SDK's retries pass on a later attempt", async () => {
  const t = tempSuite(["cite-line"]);
  const r = await execa(process.execPath, [BIN, "eval", "ab", t.suite, "--candidate", "env:FREECODE_READ_LINE_NUMBERS=1", "--provider", "sim", "--sim-faults", "overloaded=0.6",
    "--seed", "3", "--trials", "4", "--infra-retries", "2", "--quiet", "--results-dir", t.results, "--run-id", "f", "--concurrency", "2"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" }, extendEnv: false, reject: false, cwd: t.dir,
  });
  const recs = readFileSync(join(t.results, "f", "trials.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { trial: number; arm: string; attempt: number; status: string; infraReason?: string });
  const byTrial = new Map<string, typeof recs>();
  for (const x of recs) byTrial.set(`${x.trial}.${x.arm}`, [...(byTrial.get(`${x.trial}.${x.arm}`) ?? []), x]);
  const recovered = [...byTrial.values()].filter((a) => a[0]!.status === "infra_error" && a.some((x) => x.attempt > 1 && x.status !== "infra_error"));
  const firstFailed = [...byTrial.values()].filter((a) => a.find((x) => x.attempt === 1)?.status === "infra_error");
  console.log(`fault retry: ${recs.length} records, ${firstFailed.length} of ${byTrial.size} trials failed their first attempt past the SDK's retries, ${recovered.length} of them passed on a retry; exit ${r.exitCode}`);
  expect(firstFailed.every((a) => /provider failed past retries: 529/.test(a[0]!.infraReason ?? ""))).toBe(true);
  expect(recovered.length).toBeGreaterThanOrEqual(2);
}, 180_000);

/**
 * What produced a run, in words every report repeats: provider and model (and the models the
 * API said it served), the simulator mark, and the unpaired-comparison warning.
 */
import { partialReason, type Manifest } from "../runner/manifest.ts";
import { unpairedInfo } from "./run-view.ts";

type ManifestLike = Pick<Manifest, "provider" | "model"> & Partial<Pick<Manifest, "outcome" | "options" | "sim">>;

/** True when the offline simulator produced the results. */
export function isSimulated(m: ManifestLike): boolean {
  return m.provider === "sim";
}

/** The simulator's caveat, shown prominently wherever a verdict is shown. */
export const SIM_MARK = "OFFLINE SIMULATOR: these results measure the harness and the agent's mechanics, not a model's skill";

/** "provider sim (…), model X, served Y" — one line. */
export function sourceLine(m: ManifestLike): string {
  const served = m.outcome?.modelsServed?.length ? `, served ${m.outcome.modelsServed.join(", ")}` : "";
  const provider = isSimulated(m) ? `provider sim (${SIM_MARK})` : `provider ${m.provider}`;
  return `${provider}, model ${m.model}${served}`;
}

/** Warnings that change how the verdict must be read; empty for an ordinary paired run. */
export function readingWarnings(m: ManifestLike): string[] {
  const out: string[] = [];
  const u = m.options ? unpairedInfo(m as Manifest) : null;
  if (u) {
    out.push(
      `UNPAIRED comparison against stored run ${u.runId} (its ${u.arm} arm): the two arms ran at different times, ` +
        "so any drift of the provider, model or machine between them is confounded with the candidate's effect",
    );
  }
  if (m.outcome?.stoppedBy) out.push(`the run stopped early: ${m.outcome.stoppedBy}`);
  const partial = partialReason(m);
  if (partial) out.push(partial);
  return out;
}

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

/** How the simulator's noise was drawn, or null when the manifest does not say (older runs, real providers). */
export function simNoiseLine(m: ManifestLike): string | null {
  if (!isSimulated(m) || m.sim?.noiseShared === undefined) return null;
  const scale = `noise ${m.sim.noise}`;
  return m.sim.noiseShared
    ? `${scale}, shared by both arms (common random numbers: a difference is purely mechanical)`
    : `${scale}, independent per arm`;
}

/** "provider sim (…), model X, served Y[, noise …]" — one line. */
export function sourceLine(m: ManifestLike): string {
  const served = m.outcome?.modelsServed?.length ? `, served ${m.outcome.modelsServed.join(", ")}` : "";
  const provider = isSimulated(m) ? `provider sim (${SIM_MARK})` : `provider ${m.provider}`;
  const noise = simNoiseLine(m);
  return `${provider}, model ${m.model}${served}${noise ? `; ${noise}` : ""}`;
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
  if (m.outcome?.stoppedBy) out.push(`the run stopped early: ${m.outcome.stoppedBy.replace(/^stopped /, "")}`);
  const partial = partialReason(m);
  if (partial) out.push(partial);
  return out;
}

/**
 * Trials imported from another harness (promptfoo, Inspect), labelled by that harness's arm
 * names, turned into the statistics' paired input: one label is the baseline, one the candidate.
 */
// @ts-nocheck

import type { AnalysisInput, CaseObservations, TrialObservation } from "../stats/core/types.ts";
import { InputError } from "../suite/errors.ts";
import { nearest } from "../suite/nearest.ts";

/** One trial as another harness recorded it; `where` locates it in its file for error messages. */
export interface ImportedTrial {
  caseId: string;
  /** The harness's name for the arm: a promptfoo provider label, an Inspect model or task arguments. */
  arm: string;
  /** Trial number within case and arm, from 1. */
  trial: number;
  pass: boolean;
  infra: boolean;
  metrics: Record<string, number | null>;
  where: string;
}

/** Which labels are compared; both default from the file (the first label is the baseline). */
export interface ArmChoice {
  baseline?: string;
  candidate?: string;
}

/** The input for `analyze`, with the labels chosen and every label the source had. */
export interface ImportedInput {
  input: AnalysisInput;
  baseline: string;
  candidate: string;
  labels: string[];
}

function pick(label: string, labels: readonly string[], option: string, source: string): string {
  if (labels.includes(label)) return label;
  const hint = nearest(label, labels);
  throw new InputError(`${option} ${label}: ${source} has no arm "${label}"${hint ? `; did you mean "${hint}"?` : ""} (arms: ${labels.join(", ")})`);
}

/**
 * Pair imported trials by case and trial number. Labels keep the order the source gave them;
 * the baseline is `choice.baseline` or the first label, the candidate `choice.candidate` or the
 * only other label. Trials of other labels are left out. A case that only one arm ran stays in,
 * so the integrity check reports it as it would for a run of ours.
 * @param source how errors name the input (the file, or "the logs")
 * @throws InputError when fewer than two labels exist, a label is unknown (with a did-you-mean),
 *   more than two labels exist and no `--candidate` chooses one, or a trial appears twice
 * @example toPairedInput(trials, {}, "out.json").baseline // => "terse"
 */
export function toPairedInput(trials: readonly ImportedTrial[], choice: ArmChoice, source: string): ImportedInput {
  const labels = [...new Set(trials.map((t) => t.arm))];
  if (labels.length < 2) {
    throw new InputError(`${source}: only one arm (${labels[0] ?? "none"}); a paired analysis needs two (in promptfoo two providers, in Inspect two logs that differ in model or task arguments)`);
  }
  const baseline = choice.baseline !== undefined ? pick(choice.baseline, labels, "--baseline", source) : (labels[0] as string);
  const others = labels.filter((l) => l !== baseline);
  let candidate: string;
  if (choice.candidate !== undefined) candidate = pick(choice.candidate, labels, "--candidate", source);
  else if (others.length === 1) candidate = others[0] as string;
  else throw new InputError(`${source}: ${labels.length} arms (${labels.join(", ")}); choose the candidate with --candidate LABEL (baseline: ${baseline})`);
  if (candidate === baseline) throw new InputError(`--candidate ${candidate}: it is also the baseline; choose another arm (arms: ${labels.join(", ")})`);

  const cases = new Map<string, CaseObservations>();
  const seen = new Map<string, string>();
  for (const t of trials) {
    const arm = t.arm === baseline ? "baseline" : t.arm === candidate ? "candidate" : null;
    if (arm === null) continue;
    const key = JSON.stringify([t.caseId, arm, t.trial]);
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new InputError(`${t.where}: case ${t.caseId}, arm ${t.arm}, trial ${t.trial} appears twice (first at ${earlier})`);
    seen.set(key, t.where);
    let c = cases.get(t.caseId);
    if (!c) cases.set(t.caseId, (c = { caseId: t.caseId, baseline: [], candidate: [] }));
    const obs: TrialObservation = { trial: t.trial, pass: t.pass, infra: t.infra, metrics: t.metrics };
    c[arm].push(obs);
  }
  for (const c of cases.values()) for (const arm of ["baseline", "candidate"] as const) c[arm].sort((a, b) => a.trial - b.trial);
  // A metric the source never filled in (null in every trial compared) was not recorded: left out, not shown as unknown.
  const all = [...cases.values()].flatMap((c) => [...c.baseline, ...c.candidate]);
  const empty = new Set(Object.keys(all[0]?.metrics ?? {}).filter((k) => all.every((t) => t.metrics[k] == null)));
  for (const t of all) for (const k of empty) delete t.metrics[k];
  return { input: { cases: [...cases.values()] }, baseline, candidate, labels };
}

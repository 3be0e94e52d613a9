/**
 * The candidate arms of `eval ab` (issue 22 item 6): each `--candidate` is one arm, and
 * `--arms FILE` adds a list of labelled arms. Specs of one arm are joined with `+`
 * (`--candidate agent:claude-code+env:FREECODE_CLAUDE_CODE_BIN=/x`).
 *
 * An arms file is YAML or JSON, a list whose items are a spec string or
 *
 *   - label: line-numbers          # optional; default: the specs
 *     specs: [env:FREECODE_READ_LINE_NUMBERS=1]   # or one string
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { InputError, parseYamlLocated, validateLocated } from "../suite/errors.ts";
import { parseVariant, type Variant } from "./variant.ts";

/** Spec kinds that may follow a `+` inside one `--candidate` value. */
const JOIN = /\+(?=(?:env|model|agent|file):)/;

/**
 * Splits one `--candidate` value into its specs: `+` followed by a spec kind starts the next
 * spec, so a `+` inside a value (`env:X=a+b`) stays.
 * @example splitArmSpecs("agent:claude-code+env:X=a+b") // => ["agent:claude-code", "env:X=a+b"]
 */
export function splitArmSpecs(value: string): string[] {
  return value.split(JOIN).map((s) => s.trim()).filter(Boolean);
}

const ArmEntry = z.union([
  z.string().min(1),
  z.strictObject({
    label: z.string().min(1).regex(/^\S(.*\S)?$/, "no leading or trailing spaces").optional(),
    specs: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  }),
]);
const ArmsFile = z.array(ArmEntry).min(1, "list at least one arm");

/** One arm as given: its specs and an optional label. */
export interface ArmSpec { label?: string; specs: string[] }

/**
 * Reads an arms file (YAML or JSON: JSON is YAML).
 * @throws InputError naming FILE:LINE:COL and the field, or the file that cannot be read
 */
export function readArmsFile(file: string): ArmSpec[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new InputError(`--arms ${file}: cannot read: ${(err as Error).message}`);
  }
  const arms = validateLocated(parseYamlLocated(text, file), ArmsFile);
  return arms.map((a) => (typeof a === "string" ? { specs: splitArmSpecs(a) } : { ...(a.label ? { label: a.label } : {}), specs: typeof a.specs === "string" ? splitArmSpecs(a.specs) : a.specs }));
}

/**
 * The candidate variants of a run: one per `--candidate` value, then one per entry of the arms
 * file. A label names the arm in every report (default: its specs).
 * @throws InputError for no arm at all, an invalid spec (parseVariant), or two arms with the same label or the same specs
 */
export function candidateArms(candidate: readonly string[], arms: readonly ArmSpec[] = []): Variant[] {
  const given: ArmSpec[] = [...candidate.map((c) => ({ specs: splitArmSpecs(c) })), ...arms];
  if (given.length === 0) throw new InputError("no candidate: give --candidate SPEC (once per arm) or --arms FILE");
  const variants = given.map((a) => {
    const v = parseVariant(a.specs);
    return a.label ? { ...v, name: a.label } : v;
  });
  for (const [i, v] of variants.entries()) {
    const j = variants.findIndex((w) => w.name === v.name);
    if (j < i) throw new InputError(`arms ${j + 1} and ${i + 1} have the same label "${v.name}"; give each arm its own label (--arms FILE: label:)`);
    const k = variants.findIndex((w) => JSON.stringify(w.specs) === JSON.stringify(v.specs));
    if (k < i) throw new InputError(`arms ${k + 1} and ${i + 1} have the same specs (${v.specs.join(" ")}); each arm must differ`);
  }
  return variants;
}

/**
 * The one variant of a command that compares a single arm with its reference (`eval gate`,
 * `eval release`'s gates), read as `eval ab` reads an arm: specs joined with `+` form the arm.
 * Several `--candidate` values would be several arms, which such a command does not compare:
 * refused before any trial, with the `+` form and `eval ab` as the ways out.
 * @param command the command's name for the message, e.g. "eval gate"
 * @throws InputError for more than one value, or an invalid spec (parseVariant)
 */
export function singleCandidateArm(candidate: readonly string[], command: string): Variant {
  if (candidate.length > 1) {
    const joined = candidate.flatMap(splitArmSpecs).join("+");
    throw new InputError(
      `${command} compares one candidate arm with the baseline, but --candidate was given ${candidate.length} times (${candidate.length} arms, as in eval ab). ` +
        `For one arm with several specs join them with +: --candidate ${joined}; to compare several arms, run eval ab with one --candidate per arm`,
    );
  }
  return parseVariant(candidate.length ? splitArmSpecs(candidate[0]!) : [], "defaults");
}

/**
 * The baseline variant: every `--baseline` value and every `+`-joined spec in one, the single
 * reference arm (`+` read as in `--candidate`, so `--baseline A+B` equals `--baseline A --baseline B`).
 * @throws InputError for an invalid spec (parseVariant)
 */
export function baselineArm(baseline: readonly string[], defaultName: string): Variant {
  return parseVariant(baseline.flatMap(splitArmSpecs), defaultName);
}

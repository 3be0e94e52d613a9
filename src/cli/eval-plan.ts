import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { CommandModule } from "yargs";
import { InputError } from "../suite/input-error.ts";
import { resolveSuitePath } from "../suite/resolve.ts";
import { ALPHA, numberOption } from "./number-option.ts";
import { readTrialsInput } from "../results/trials-input.ts";
import { plural } from "../text/plural.ts";

interface PlanArgs { from?: string; suite?: string; effect?: string; alpha: number; power: number; json: boolean }

/**
 * The stored calibration of a suite: `<suite dir>/<name>.calibration.csv` beside
 * `<name>.yaml`, a trials CSV (case, trial, variant, pass, costUsd, tokens, turns,
 * repeatedCalls) of a run of that suite, so a user can size an experiment before paying
 * for a pilot. Refresh it from a new run's trials (see EVAL.md, "Planning").
 * @throws InputError when the suite is unknown or has no calibration file.
 */
export function suiteCalibrationPath(suite: string, cwd = process.cwd()): string {
  const file = resolveSuitePath(suite, cwd);
  const cal = join(dirname(file), `${basename(file).replace(/\.ya?ml$/, "")}.calibration.csv`);
  if (!existsSync(cal)) {
    throw new InputError(`suite "${suite}" has no stored calibration (expected ${cal}); plan from a run instead: freecode eval plan --from results/<run-id>`);
  }
  return cal;
}

/**
 * "10%" or "-10%" → −0.10 (a saving: the primary metric is a cost, lower is better); "+10%" →
 * +0.10; plain fractions too ("-0.1").
 * @throws InputError for anything else, an effect of 0 or ≤ −100%, or a plain number of 1 or more
 *   ("15" would be 1,500%: almost always a missing "%").
 */
export function parseEffect(text: string): number {
  const m = /^\s*([+-]?)(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) throw new InputError(`--effect "${text}": expected a relative change such as 10% (a 10% decrease), -10% or +5%`);
  const size = Number(m[2]) / (m[3] ? 100 : 1);
  const effect = m[1] === "+" ? size : -size;
  // A bare number is a fraction: "15" is read as 1,500%, which is almost always a missing "%".
  const read = m[3] ? "" : ` (a plain number is a fraction: ${text.trim()} = ${(size * 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}%${size >= 1 ? `; for ${m[1] === "+" ? "+" : ""}${m[2]}% write ${m[1]}${m[2]}%` : ""})`;
  if (!(size > 0) || effect <= -1 || (!m[3] && size >= 1)) throw new InputError(`--effect "${text}": expected a change other than 0 and above −100%, with % for a percentage${read}`);
  return effect;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export const planCommand: CommandModule<object, PlanArgs> = {
  command: "plan",
  describe: "Power analysis of a finished run (--from) or of a suite's stored calibration (--suite): the smallest effect it can detect, and the cases × trials a given effect needs (Miller 2024 eq. 9/10)",
  builder: (y) =>
    y
      .option("from", { type: "string", requiresArg: true, describe: "a results folder, a trials.jsonl or a CSV whose variances to plan from" })
      .option("suite", { type: "string", requiresArg: true, describe: "plan from the suite's stored calibration (suites/NAME.calibration.csv), without a run of your own" })

      .option("effect", { type: "string", requiresArg: true, describe: "the primary metric's change to plan for: 10% (a decrease), -10%, +5%" })
      .option("alpha", numberOption("alpha", ALPHA, { default: 0.05, describe: "one-sided significance level of the decision" }))
      .option("power", numberOption("power", { above: 0, below: 1, note: "e.g. 0.8" }, { default: 0.8, describe: "chance of detecting the effect when it is real" }))
      .option("json", { type: "boolean", default: false, describe: "print the plan as JSON" }) as never,
  handler: async (a) => {
    if ((a.from === undefined) === (a.suite === undefined)) throw new InputError("eval plan: give exactly one of --from (a run) and --suite (a suite's stored calibration)");
    const effect = a.effect === undefined ? undefined : parseEffect(a.effect);
    const source = a.suite !== undefined ? suiteCalibrationPath(a.suite) : a.from!;
    const { file, input } = await readTrialsInput(source, a.suite !== undefined ? `--suite ${a.suite}` : `--from ${a.from}`);
    const { planExperiment } = await import("../stats/planning/plan.ts");
    let plan;
    try {
      plan = planExperiment(input, { alpha: a.alpha, power: a.power, ...(effect !== undefined ? { effect } : {}) });
    } catch (err) {
      throw new InputError(`${file}: ${(err as Error).message}`);
    }
    if (a.json) {
      process.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
      return;
    }
    const lines = [`plan from ${a.suite !== undefined ? `the stored calibration of suite ${a.suite} (${file})` : a.from}: ${plural(plan.nCases, "case")} × ${plural(plan.trialsPerCase, "trial")} per arm, one-sided α = ${plan.alpha}, power ${Math.round(plan.power * 100)}%`];
    const p = plan.primary;
    if (p) {
      lines.push(plan.nCases < p.minimumCases
        ? `primary ${p.metric}: this design detects no change at all: with ${plan.nCases} cases the sign-flip test cannot reach one-sided p ≤ ${plan.alpha} (at least ${p.minimumCases} cases are needed)`
        : `primary ${p.metric}: this design detects a decrease of ${pct(p.mdeDecrease)} or an increase of ${pct(p.mdeIncrease)}`);
      if (p.forEffect) {
        const f = p.forEffect;
        const unsigned = /^\s*\d/.test(a.effect ?? "");
        const which = `${f.effect > 0 ? "an increase" : "a decrease"} of ${pct(Math.abs(f.effect))}`;
        if (unsigned) lines.push(`  --effect ${a.effect!.trim()} without a sign reads as ${which} (${f.effect > 0 ? "+" : "−"}${pct(Math.abs(f.effect))}); write +${a.effect!.trim()} for an increase`);
        lines.push(`  for ${which}: ${f.cases} cases × ${f.trialsPerCase} trials per arm, or ${f.casesWithDoubleTrials} cases × ${2 * f.trialsPerCase} trials${f.casesAnyTrials !== null ? `; at least ${f.casesAnyTrials} cases however many trials` : "; more trials alone cannot get there"}`);
      }
    }
    for (const g of plan.guardrails) {
      const smallest = Number.isFinite(g.smallestMargin) ? (g.metric === "pass" ? `${(g.smallestMargin * 100).toFixed(1)} points` : g.smallestMargin.toFixed(2)) : "none";
      const margin = g.metric === "pass" ? `${(g.margin * 100).toFixed(1)} points` : String(g.margin);
      lines.push(`guardrail ${g.metric} (margin ${margin}): ${g.casesForMargin !== null ? `${g.casesForMargin} cases × ${plan.trialsPerCase} trials to show it non-inferior` : "cannot be sized from this run"}; the smallest margin this design can show: ${smallest}`);
    }
    for (const n of plan.notes) lines.push(`note: ${n}`);
    (await import("../report/wrap.ts")).say(process.stdout, lines.join("\n"));
  },
};

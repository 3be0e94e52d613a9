/**
 * The search behind `eval ab --sequential`'s default design (issue 21 item 5). Simulates the
 * experiments of {@link simulateSequential} (same data model, same seeds, same analysis options)
 * once, analyses each after every round with {@link analyze}, and then judges any number of
 * designs on those analyses: a look at nominal one-sided level a ADOPTs when the primary's
 * pLess ≤ a, every guardrail's non-inferiority p ≤ a, no expectation regresses and it does not
 * REJECT (pGreater ≤ a, or a guardrail's interval past its margin); every p is the same at any
 * level, so one analysis per round serves every design. `--check` re-runs the first design
 * with simulateSequential itself and prints both, which must agree.
 *
 *     nice -n 10 node --import tsx bench/p4-search.ts --reps 250 --seed 7 --more 4 --cache /tmp/p4 '50%,75%,100%;hsd:-1;0.1' …
 *
 * A design is `looks;spending;futility[;from]`: looks as `--looks` takes them, spending as
 * `--spending`, the futility threshold γ on the conditional power under the current trend,
 * and (search only) the first information fraction at which futility may stop (default
 * FUTILITY_FROM). Every figure is printed with ±2·SE of its Monte-Carlo error
 * ({@link pooledFigures}).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { analyze } from "../src/stats/decision/analyze.ts";
import { createRng } from "../src/stats/core/rng.ts";
import { runSequentialPlan } from "../src/runner/experiment-plan.ts";
import { conditionalPower, zFromOneSidedP } from "../src/stats/sequential/futility.ts";
import { FUTILITY_FROM } from "../src/stats/sequential/sequential-look.ts";
import { parseLooks } from "../src/cli/looks-option.ts";
import { experiment, firstRounds, pooledFigures, simulateSequential, type PooledFigure, type SequentialResult } from "./p4-sequential.ts";

/** What a look after some round needs to know, at any level. */
interface RoundFacts { pLess: number; pGreater: number; guard: number; invalid: boolean; regressed: boolean; harm: boolean; fixed: string }

const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const v = Number(args[i + 1]);
  args.splice(i, 2);
  return v;
};
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const reps = opt("--reps", 200);
const cases = opt("--cases", 60);
const rounds = opt("--rounds", 4);
const seed = opt("--seed", 7);
/** `--more N`: pool the experiments of seeds seed … seed + N − 1 (each `--reps`), cached in `--cache DIR` when given. */
const more = opt("--more", 1);
const cacheIdx = args.indexOf("--cache");
const cacheDir = cacheIdx >= 0 ? args.splice(cacheIdx, 2)[1] : undefined;
const check = flag("--check");
const alpha = 0.05;

function facts(ratio: number, seedOf: number): RoundFacts[][] {
  const rng = createRng(seedOf);
  const out: RoundFacts[][] = [];
  for (let r = 0; r < reps; r++) {
    const all = experiment(rng, { cases, rounds, ratio });
    const per: RoundFacts[] = [];
    for (let k = 1; k <= rounds; k++) {
      const s = analyze({ cases: firstRounds(all, k), options: { alpha, seed: 1 + r } });
      const o = s.options!;
      const m = s.metrics[o.primary];
      const gs = Object.keys(o.margins).map((g) => s.metrics[g]).filter((g) => g !== undefined);
      const num = (x: unknown) => (typeof x === "number" ? x : 1);
      per.push({
        pLess: num(m?.extra?.pLess), pGreater: num(m?.extra?.pGreater),
        guard: Math.max(0, ...gs.map((g) => (g.ci === null ? 1 : num(g.p)))),
        invalid: s.decision === "INVALID",
        regressed: s.reasons.some((x) => x.startsWith("expectation ")),
        // A guardrail interval past its margin at 0.05 (the widest level used is 0.05, and a lower level widens it).
        harm: s.reasons.some((x) => x.includes("is past the margin")),
        fixed: s.decision,
      });
    }
    out.push(per);
  }
  return out;
}

interface Design { text: string; looks: number | number[]; spending: string; futility: number; from: number }

function judge(d: Design, data: RoundFacts[][]) {
  const plan = runSequentialPlan(rounds, { looks: d.looks, spending: d.spending, futility: d.futility }, alpha);
  const at = plan.fractions.map((f) => Math.round(f * rounds));
  const bK = plan.boundaries[plan.looks - 1]!;
  const stops = new Array<number>(plan.looks).fill(0);
  let fixedAdopt = 0, seqAdopt = 0, fixedOnly = 0, seqOnly = 0, share = 0, shareSq = 0, futile = 0;
  for (const per of data) {
    const fixed = per[rounds - 1]!.fixed === "ADOPT";
    let adopt = false;
    for (let k = 0; k < plan.looks; k++) {
      const f = per[at[k]! - 1]!;
      const a = plan.nominalAlphas[k]!;
      const reject = f.pGreater <= a || f.harm;
      adopt = !f.invalid && !reject && !f.regressed && f.pLess <= a && f.guard <= a;
      const decided = f.invalid || reject || adopt;
      const t = plan.fractions[k]!;
      const fut = !decided && d.futility > 0 && k < plan.looks - 1 && t >= d.from && conditionalPower(zFromOneSidedP(f.pLess), t, bK) < d.futility;
      if (decided || fut || k === plan.looks - 1) {
        stops[k]! += 1;
        if (fut) futile++;
        share += t;
        shareSq += t * t;
        break;
      }
    }
    if (fixed) fixedAdopt++;
    if (adopt) seqAdopt++;
    if (fixed && !adopt) fixedOnly++;
    if (adopt && !fixed) seqOnly++;
  }
  const n = data.length;
  const result: SequentialResult = {
    spec: { reps: n, seed, cases, rounds, looks: d.looks, spending: d.spending, futility: d.futility, ratio: 0 },
    fixed: { adoptRate: fixedAdopt / n, rejectRate: 0, meanTrials: 2 * cases * rounds },
    sequential: { adoptRate: seqAdopt / n, rejectRate: 0, meanTrials: (2 * cases * rounds * share) / n, stoppedAtLook: stops.map((x) => x / n), futilityRate: futile / n },
    trialShare: share / n,
    paired: { fixedOnly, sequentialOnly: seqOnly, shareSq },
  };
  return result;
}

const pct = (x: number) => (100 * x).toFixed(1);
const pm = (f: PooledFigure) => `${pct(f.value)}±${pct(2 * f.se)}`;
function line(label: string, effect: SequentialResult, none: SequentialResult): string {
  const e = pooledFigures([effect]);
  const z = pooledFigures([none]);
  return [
    label.padEnd(34),
    `share −25% ${pm(e.trialShare)}`,
    `power ${pct(effect.fixed.adoptRate)}→${pct(effect.sequential.adoptRate)} loss ${pm(e.powerLoss)}`,
    `share 0 ${pm(z.trialShare)}`,
    `false ADOPT ${pct(none.fixed.adoptRate)}→${pm(z.adoptRate)}`,
    `stops ${effect.sequential.stoppedAtLook.map(pct).join("/")} | ${none.sequential.stoppedAtLook.map(pct).join("/")}`,
    `futility ${pct(effect.sequential.futilityRate)} | ${pct(none.sequential.futilityRate)}`,
  ].join("  ");
}

const designs: Design[] = args.map((text) => {
  const [looks, spending, futility, from] = text.split(";");
  return { text, looks: parseLooks(looks), spending: spending || "obf", futility: Number(futility ?? 0), from: from === undefined ? FUTILITY_FROM : Number(from) };
});
/** The facts of one seed's experiments, from the cache folder when they are there. */
function cached(ratio: number, seedOf: number): RoundFacts[][] {
  const file = cacheDir ? join(cacheDir, `p4-${cases}x${rounds}-r${ratio}-s${seedOf}-n${reps}.json`) : null;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as RoundFacts[][];
  const data = facts(ratio, seedOf);
  if (file) writeFileSync(file, JSON.stringify(data));
  return data;
}
const t0 = process.cpuUsage();
const seeds = Array.from({ length: more }, (_, i) => seed + i);
const effectData = seeds.flatMap((x) => cached(0.75, x * 1000 + 1));
const noneData = seeds.flatMap((x) => cached(1, x * 1000 + 2));
const cpu = process.cpuUsage(t0);
console.log(`${effectData.length} experiments per scenario (seeds ${seeds.join(",")} × ${reps}), ${cases} cases × ${rounds} rounds; analyses ${((cpu.user + cpu.system) / 1e6).toFixed(0)} CPU s`);
for (const d of designs) console.log(line(d.text, judge(d, effectData), judge(d, noneData)));
if (check && designs[0]) {
  const d = designs[0];
  const spec = { reps, cases, rounds, looks: d.looks, spending: d.spending, futility: d.futility };
  console.log(line(`simulateSequential ${d.text}`, simulateSequential({ ...spec, ratio: 0.75, seed: seed * 1000 + 1 }), simulateSequential({ ...spec, ratio: 1, seed: seed * 1000 + 2 })));
}

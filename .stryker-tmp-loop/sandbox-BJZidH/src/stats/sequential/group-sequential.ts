/**
 * Two-sided group-sequential boundaries by recursive numerical integration.
 */
// @ts-nocheck

import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";
import type { SpendingFunction } from "./spending.ts";

/** Simpson points on each look's continuation region: error O(h⁴), about 1e-9 in the boundaries against scipy quadrature. */
const GRID = 201;

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** Sub-density of the score S_k = Z_k·√t_k on the continuation region |S_k| < c_k, on a Simpson grid. */
interface Density { s: Float64Array; w: Float64Array; }

function firstDensity(c: number, t: number): Density {
  const s = new Float64Array(GRID);
  const w = new Float64Array(GRID);
  const h = (2 * c) / (GRID - 1);
  for (let i = 0; i < GRID; i++) {
    s[i] = -c + i * h;
    const simpson = i === 0 || i === GRID - 1 ? 1 : i % 2 === 1 ? 4 : 2;
    w[i] = ((simpson * h) / 3) * Math.exp(-((s[i] as number) ** 2) / (2 * t)) / (Math.sqrt(t) * SQRT_2PI);
  }
  return { s, w };
}

/** Probability of crossing ±c at the next look given the previous density and the increment variance dt. */
function crossing(prev: Density, c: number, dt: number): number {
  const sd = Math.sqrt(dt);
  let p = 0;
  for (let i = 0; i < GRID; i++) {
    const x = prev.s[i] as number;
    p += (prev.w[i] as number) * (normalCdf((-c - x) / sd, 0, 1) + normalCdf((x - c) / sd, 0, 1));
  }
  return p;
}

function nextDensity(prev: Density, c: number, dt: number): Density {
  const s = new Float64Array(GRID);
  const w = new Float64Array(GRID);
  const h = (2 * c) / (GRID - 1);
  const norm = 1 / (Math.sqrt(dt) * SQRT_2PI);
  for (let j = 0; j < GRID; j++) {
    const y = -c + j * h;
    s[j] = y;
    let g = 0;
    for (let i = 0; i < GRID; i++) g += (prev.w[i] as number) * Math.exp(-((y - (prev.s[i] as number)) ** 2) / (2 * dt));
    const simpson = j === 0 || j === GRID - 1 ? 1 : j % 2 === 1 ? 4 : 2;
    w[j] = ((simpson * h) / 3) * g * norm;
  }
  return { s, w };
}

function checkFractions(fn: string, t: readonly number[]): void {
  if (t.length === 0 || t.some((x, i) => !(x > 0 && x <= 1) || (i > 0 && !(x > (t[i - 1] as number))))) {
    throw new RangeError(`${fn} requires increasing information fractions in (0, 1]`);
  }
}

/**
 * Probability under H0 of first crossing the two-sided boundary ±b_k at each look, for
 * standardized statistics Z_k at information fractions t_k with Corr(Z_j, Z_k) = √(t_j/t_k)
 * (Armitage, McPherson & Rowe 1969; Jennison & Turnbull 2000, Group Sequential Methods, ch. 19:
 * recursive integration of the score's sub-density, Simpson's rule on each continuation region).
 * @throws "crossingProbabilities requires one positive boundary per look" and the fraction check
 * @example crossingProbabilities([1.96, 1.96], [0.5, 1]).reduce((a, b) => a + b) // => 0.0831 (peeking twice at 1.96)
 */
export function crossingProbabilities(bounds: readonly number[], t: readonly number[]): number[] {
  checkFractions("crossingProbabilities", t);
  if (bounds.length !== t.length || bounds.some((b) => !(b > 0))) throw new RangeError("crossingProbabilities requires one positive boundary per look");
  const out: number[] = [2 * normalCdf(-(bounds[0] as number), 0, 1)];
  let density = firstDensity((bounds[0] as number) * Math.sqrt(t[0] as number), t[0] as number);
  for (let k = 1; k < t.length; k++) {
    const c = (bounds[k] as number) * Math.sqrt(t[k] as number);
    const dt = (t[k] as number) - (t[k - 1] as number);
    out.push(crossing(density, c, dt));
    if (k < t.length - 1) density = nextDensity(density, c, dt);
  }
  return out;
}

/**
 * Root of a decreasing function f on [lo, hi] (f(lo) > 0 > f(hi)) by the Illinois variant of
 * regula falsi (Dowell & Jarratt 1971): bracketing like bisection, but a handful of evaluations
 * instead of ~35, which matters when each one integrates over every look.
 */
function solveDecreasing(f: (x: number) => number, lo: number, hi: number): number {
  let flo = f(lo);
  let fhi = f(hi);
  let side = 0;
  for (let i = 0; i < 100; i++) {
    const x = (lo * fhi - hi * flo) / (fhi - flo);
    const fx = f(x);
    if (Math.abs(fx) < 1e-14 || hi - lo < 1e-11) return x;
    if (fx > 0) {
      lo = x; flo = fx;
      if (side === 1) fhi /= 2;
      side = 1;
    } else {
      hi = x; fhi = fx;
      if (side === -1) flo /= 2;
      side = -1;
    }
  }
  return (lo + hi) / 2;
}

/**
 * Symmetric two-sided boundaries from an alpha-spending function (Lan & DeMets 1983), each side
 * spending `spending(t, alphaPerSide)` cumulatively, so b_k solves P(first crossing of ±b at
 * look k) = 2·[α(t_k) − α(t_{k−1})], look by look; looks need not be equally spaced. With
 * {@link obfSpending} and alphaPerSide = 0.025 this is R `gsDesign(k, test.type = 2, sfu = sfLDOF)`
 * (5 equal looks: 4.877, 3.357, 2.680, 2.290, 2.031).
 * @param t information fractions, increasing, the last normally 1
 * @param alphaPerSide one-sided level spent on each side by t = 1 (two-sided total 2·alphaPerSide)
 * @throws the fraction check; "spendingBoundaries requires 0 < alphaPerSide < 0.5"
 * @example spendingBoundaries([1 / 3, 2 / 3, 1], 0.025, obfSpending) // => [3.710, 2.511, 1.993]
 */
export function spendingBoundaries(t: readonly number[], alphaPerSide: number, spending: SpendingFunction): number[] {
  checkFractions("spendingBoundaries", t);
  if (!(alphaPerSide > 0 && alphaPerSide < 0.5)) throw new RangeError("spendingBoundaries requires 0 < alphaPerSide < 0.5");
  const bounds: number[] = [];
  let density: Density | null = null;
  let spent = 0;
  for (let k = 0; k < t.length; k++) {
    const tk = t[k] as number;
    const target = 2 * spending(tk, alphaPerSide) - spent;
    let b: number;
    if (density === null) {
      b = normalQuantile(1 - target / 2, 0, 1);
    } else {
      const prev: Density = density;
      const dt = tk - (t[k - 1] as number);
      b = solveDecreasing((x) => crossing(prev, x * Math.sqrt(tk), dt) - target, 0.01, 40);
    }
    bounds.push(b);
    spent += target;
    const c = b * Math.sqrt(tk);
    if (k < t.length - 1) density = density === null ? firstDensity(c, tk) : nextDensity(density, c, tk - (t[k - 1] as number));
  }
  return bounds;
}

/**
 * Classic constant-shape boundaries (two-sided total 2·alphaPerSide): O'Brien & Fleming (1979),
 * b_k = C/√t_k, or Pocock (1977), b_k = C; C solved so that the crossing probabilities sum to
 * the total.
 * @throws the fraction check; "constantBoundaries requires 0 < alphaPerSide < 0.5"
 * @example constantBoundaries([0.2, 0.4, 0.6, 0.8, 1], 0.025, "obf") // => [4.562, 3.226, 2.634, 2.281, 2.040]
 */
export function constantBoundaries(t: readonly number[], alphaPerSide: number, shape: "obf" | "pocock"): number[] {
  checkFractions("constantBoundaries", t);
  if (!(alphaPerSide > 0 && alphaPerSide < 0.5)) throw new RangeError("constantBoundaries requires 0 < alphaPerSide < 0.5");
  const make = (c: number) => t.map((tk) => (shape === "obf" ? c / Math.sqrt(tk) : c));
  const total = (c: number) => crossingProbabilities(make(c), t).reduce((s, p) => s + p, 0) - 2 * alphaPerSide;
  return make(solveDecreasing(total, 0.5, 10));
}

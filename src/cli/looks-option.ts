/**
 * `--looks` of `eval ab --sequential`: a count of looks spread evenly over the rounds of trials
 * ("3"), or the looks' share of the trials as percentages ending at 100% ("25%,50%,100%").
 */
import { InputError } from "../suite/input-error.ts";

/**
 * Parses `--looks`. Whether the looks fit the run's trials is checked when the run is planned
 * (runner/experiment-plan.ts lookRounds).
 * @example parseLooks("25%,50%,100%") // => [0.25, 0.5, 1]
 * @example parseLooks("3") // => 3
 * @throws InputError echoing the value and saying what is valid
 */
export function parseLooks(value: unknown): number | number[] {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n >= 1 && n <= 10) return n;
  } else if (/^\d+(\.\d+)?%(,\s*\d+(\.\d+)?%)*$/.test(text)) {
    const fractions = text.split(",").map((p) => Number(p.trim().slice(0, -1)) / 100);
    if (fractions.length <= 10 && fractions.every((f, i) => f > 0 && f <= 1 && (i === 0 || f > (fractions[i - 1] as number))) && fractions[fractions.length - 1] === 1) return fractions;
  }
  throw new InputError(`--looks "${text}": give a number of looks from 1 to 10 (e.g. 3) or up to 10 increasing percentages of the trials ending at 100% (e.g. 25%,50%,100%)`);
}

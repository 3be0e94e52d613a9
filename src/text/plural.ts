/**
 * A count with its noun in the right number, for every message that states one ("1 trial",
 * "2 trials"): one helper, so no message says "1 trials" or "one of 1 trials". Written here
 * rather than taken from a package: the messages are English only and need no locale rules
 * (Intl.PluralRules gives the category, not the word).
 */

/**
 * "1 trial", "0 trials", "2 trials"; `many` for a noun whose plural is not noun + "s".
 * @example plural(1, "match", "matches") // => "1 match"
 * @example plural(3, "case") // => "3 cases"
 */
export function plural(n: number | string, noun: string, many = `${noun}s`): string {
  return `${n} ${nounFor(n, noun, many)}`;
}

/** The noun alone in the number that `n` asks for: "trial" for 1, else `many`. */
export function nounFor(n: number | string, noun: string, many = `${noun}s`): string {
  return n === 1 || n === "1" ? noun : many;
}

/**
 * "Did you mean" hints: the valid name closest to a misspelt one.
 */
// @ts-nocheck


/** Levenshtein distance, for "did you mean" hints on unknown keys. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length]!;
}

/**
 * The closest of `valid` to `key`, when it is close enough to be a plausible typo, or the one
 * valid name that `key` abbreviates (`old_str` → `old_string`).
 */
export function nearest(key: string, valid: readonly string[]): string | null {
  const lower = key.toLowerCase();
  const longer = valid.filter((v) => key.length >= 3 && v.toLowerCase().startsWith(lower) && v.length > key.length);
  if (longer.length === 1) return longer[0]!;
  let best: string | null = null;
  let bestD = Infinity;
  for (const v of valid) {
    const dist = distance(key, v);
    if (dist < bestD) [best, bestD] = [v, dist];
  }
  return best !== null && bestD <= Math.max(2, Math.floor(key.length / 3)) ? best : null;
}

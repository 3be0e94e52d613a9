/**
 * Holm step-down adjustment of a family of p-values.
 */
// @ts-nocheck

import padjust from "@stdlib/stats-padjust";

/**
 * Holm (1979) step-down adjusted p-values, p̃(k) = max_{j≤k} min(1, (m − j + 1)·p(j)), computed
 * by `@stdlib/stats-padjust` (method "holm", same values as R `p.adjust(p, "holm")`). Null
 * entries (metrics without a p-value) stay null and are not counted in the family size m.
 * @throws "holmAdjust requires p-values in [0, 1]"
 * @example holmAdjust([0.319, 0.201, 0.4, 0.374, 0.113]) // => [0.957, 0.804, 0.957, 0.957, 0.565]
 */
export function holmAdjust(pValues: ReadonlyArray<number | null>): Array<number | null> {
  const present = pValues.filter((p): p is number => p !== null);
  if (present.some((p) => !(p >= 0 && p <= 1))) throw new RangeError("holmAdjust requires p-values in [0, 1]");
  if (present.length === 0) return pValues.map(() => null);
  const adjusted = padjust(present, "holm");
  let k = 0;
  return pValues.map((p) => (p === null ? null : Math.min(1, adjusted[k++] as number)));
}

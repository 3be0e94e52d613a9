/**
 * The marker `freecode eval add` leaves in the fields of a drafted case that a person must
 * write (the check, the title, …). Every such field is schema-valid, so the draft loads; `eval
 * validate` lists the fields still holding the marker and fails until none does.
 */
export const DRAFT_TODO = "TODO(eval add)";

/**
 * Paths (`check.run`, `sim.steps.3.final`, …) of the string values under `value` that still
 * hold DRAFT_TODO; empty when the case is finished.
 */
export function draftTodos(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return value.includes(DRAFT_TODO) ? [path.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => draftTodos(v, [...path, String(i)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => draftTodos(v, [...path, k]));
  return [];
}

/**
 * A subset of a suite's cases, `pytest -k` style (issue 22 item 2): `--cases ID,GLOB` keeps the
 * cases whose id equals or matches one of the patterns (picomatch globs: `fmt-*`), `--tags T,U`
 * the cases with at least one of the tags; both given, a case must pass both. The subset is
 * recorded in the run's manifest so a resume keeps it.
 */
// @ts-nocheck

import picomatch from "picomatch";
import { InputError } from "./errors.ts";
import { nearest } from "./nearest.ts";
import type { LoadedSuite } from "./schema.ts";

/** The options as given: comma-separated lists split, empty entries dropped. */
export interface CaseSubset {
  cases?: string[];
  tags?: string[];
}

/** Splits "a, b,c" into ["a", "b", "c"]; repeated options are joined. */
export function splitList(raw: string | readonly string[] | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const items = (Array.isArray(raw) ? raw : [raw]).flatMap((r: string) => r.split(",")).map((s) => s.trim()).filter(Boolean);
  return items.length ? items : undefined;
}

/**
 * The suite with only the subset's cases (in the suite's order); the suite's hash is kept (it
 * names the suite file; the manifest lists each case run).
 * @throws InputError for a pattern or tag that matches no case (with a did-you-mean), or an empty subset
 * @example selectCases(suite, { cases: ["fmt-*"] }).loadedCases.map((c) => c.id) // => ["fmt-py-100", …]
 */
export function selectCases(suite: LoadedSuite, subset: CaseSubset): LoadedSuite {
  const ids = suite.loadedCases.map((c) => c.id);
  let kept = suite.loadedCases;
  if (subset.cases?.length) {
    for (const p of subset.cases) {
      const match = picomatch(p);
      if (!ids.some((id) => id === p || match(id))) {
        const near = nearest(p, ids);
        throw new InputError(`--cases ${p}: no case of suite ${suite.name} matches it${near ? `; did you mean ${near}?` : ""} (its cases: eval list ${suite.name})`);
      }
    }
    const matchers = subset.cases.map((p) => picomatch(p));
    kept = kept.filter((c) => subset.cases!.includes(c.id) || matchers.some((m) => m(c.id)));
  }
  if (subset.tags?.length) {
    const all = [...new Set(suite.loadedCases.flatMap((c) => c.tags))].sort();
    for (const t of subset.tags) {
      if (!all.includes(t)) {
        const near = nearest(t, all);
        throw new InputError(`--tags ${t}: no case of suite ${suite.name} has this tag${near ? `; did you mean ${near}?` : ""} (its tags: ${all.join(", ") || "none"})`);
      }
    }
    kept = kept.filter((c) => c.tags.some((t) => subset.tags!.includes(t)));
  }
  if (kept.length === 0) throw new InputError(`--cases ${subset.cases?.join(",") ?? "(all)"} with --tags ${subset.tags?.join(",") ?? "(any)"}: no case of suite ${suite.name} passes both`);
  return { ...suite, loadedCases: kept, subset: { ...(subset.cases ? { cases: subset.cases } : {}), ...(subset.tags ? { tags: subset.tags } : {}) } };
}

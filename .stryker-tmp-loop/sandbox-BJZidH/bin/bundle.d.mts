/** The package root. */
// @ts-nocheck

export const ROOT: string;
/** Path of an up-to-date bundle of `entry` (a path under src/), built when needed. */
export function ensureBundle(entry: string): Promise<string>;
/** Replaces each `import.meta.url` expression (not inside a string literal) with `url` as a string literal. */
export function keepImportMetaUrl(code: string, url: string): string;
/** esbuild's target for every bundle ("node<major>.<minor>"): the oldest Node that package.json's `engines` admits. */
export const BUNDLE_TARGET: string;

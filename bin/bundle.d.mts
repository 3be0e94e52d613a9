/** The package root. */
export const ROOT: string;
/** Path of an up-to-date bundle of `entry` (a path under src/), built when needed. */
export function ensureBundle(entry: string, opts?: { inlinePackages?: boolean; external?: string[] }): Promise<string>;
/** How each entry point is bundled (npm packages inlined, except those named external). */
export const BUNDLE_OPTIONS: Record<string, { inlinePackages: boolean; external: string[] }>;
/** Replaces each `import.meta.url` expression (not inside a string literal) with `url` as a string literal. */
export function keepImportMetaUrl(code: string, url: string): string;
/** esbuild's target for every bundle ("node<major>.<minor>"): the oldest Node that package.json's `engines` admits. */
export const BUNDLE_TARGET: string;
/**
 * The content hash (16 hex characters) of a bundle's inputs, read from a manifest of their
 * stats (path, size, mtimeMs, ctimeMs) when none changed, else hashed again and stored.
 */
export function sourcesHash(withPackages: boolean, where?: { src: string; self: string; lockfiles: string[]; manifest: string }): Promise<string>;
/** Deletes cache entries of `name` (bundles, agent snapshots) other than `keep` untouched for a day. */
export function removeStaleBundles(name: string, keep: string): void;

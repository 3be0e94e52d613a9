// @ts-nocheck
// Semantic version parsing and precedence, following semver.org 2.0.0 §9-§11.

const VERSION_RE =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

/**
 * Parses "1.2.3-beta.1+build.5" into its parts.
 * @returns {{major:number, minor:number, patch:number, prerelease:string[], build:string[]}}
 * @throws {TypeError} when the text is not a valid version
 */
export function parse(text) {
  const match = VERSION_RE.exec(String(text).trim());
  if (!match) throw new TypeError(`invalid version: ${JSON.stringify(text)}`);
  const [, major, minor, patch, pre, build] = match;
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch),
    prerelease: pre ? pre.split(".") : [],
    build: build ? build.split(".") : [],
  };
}

export function isValid(text) {
  return VERSION_RE.test(String(text).trim());
}

export function format(version) {
  let out = `${version.major}.${version.minor}.${version.patch}`;
  if (version.prerelease.length) out += `-${version.prerelease.join(".")}`;
  if (version.build.length) out += `+${version.build.join(".")}`;
  return out;
}

function compareNumbers(a, b) {
  return a === b ? 0 : a < b ? -1 : 1;
}

function compareIdentifiers(a, b) {
  // Numeric identifiers compare numerically and rank below alphanumeric ones (§11.4).
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  if (aNumeric && bNumeric) return compareNumbers(Number(a), Number(b));
  if (aNumeric) return -1;
  if (bNumeric) return 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

function comparePrerelease(a, b) {
  // A version without a prerelease ranks above any prerelease of it (§11.3).
  if (!a.length && !b.length) return 0;
  if (!a.length) return 1;
  if (!b.length) return -1;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const order = compareIdentifiers(a[i], b[i]);
    if (order !== 0) return order;
  }
  return compareNumbers(a.length, b.length);
}

/**
 * Precedence of two versions: -1, 0 or 1. Build metadata is ignored (§10).
 * Accepts strings or parsed versions.
 */
export function compare(left, right) {
  const a = typeof left === "string" ? parse(left) : left;
  const b = typeof right === "string" ? parse(right) : right;
  return (
    compareNumbers(a.major, b.major) ||
    compareNumbers(a.minor, b.minor) ||
    compareNumbers(a.patch, b.patch) ||
    comparePrerelease(a.prerelease, b.prerelease)
  );
}

export function sort(versions) {
  return [...versions].sort(compare);
}

export function maxSatisfying(versions, predicate) {
  return sort(versions.filter(predicate)).at(-1) ?? null;
}

/** The next version for a release of the given kind ("major" | "minor" | "patch"). */
export function bump(text, kind) {
  const v = parse(text);
  switch (kind) {
    case "major":
      return `${v.major + 1}.0.0`;
    case "minor":
      return `${v.major}.${v.minor + 1}.0`;
    case "patch":
      // Releasing a prerelease keeps the patch number: 1.2.3-rc.1 -> 1.2.3.
      return v.prerelease.length ? `${v.major}.${v.minor}.${v.patch}` : `${v.major}.${v.minor}.${v.patch + 1}`;
    default:
      throw new TypeError(`unknown release kind: ${kind}`);
  }
}

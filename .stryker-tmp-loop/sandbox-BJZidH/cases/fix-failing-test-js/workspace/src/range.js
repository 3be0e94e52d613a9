// @ts-nocheck
// Ranges in the npm style: "^1.2.3", "~1.2.3", ">=1.0.0 <2.0.0", "1.x", "*", "a || b".
import { compare, parse } from "./version.js";

function caret(v) {
  if (v.major > 0) return [`>=${v.raw}`, `<${v.major + 1}.0.0-0`];
  if (v.minor > 0) return [`>=${v.raw}`, `<0.${v.minor + 1}.0-0`];
  return [`>=${v.raw}`, `<0.0.${v.patch + 1}-0`];
}

function tilde(v) {
  return [`>=${v.raw}`, `<${v.major}.${v.minor + 1}.0-0`];
}

function expandX(text) {
  const parts = text.split(".");
  const major = parts[0];
  const minor = parts[1];
  if (major === undefined || /^[x*]$/i.test(major)) return [];
  if (minor === undefined || /^[x*]$/i.test(minor)) return [`>=${major}.0.0`, `<${Number(major) + 1}.0.0-0`];
  return [`>=${major}.${minor}.0`, `<${major}.${Number(minor) + 1}.0-0`];
}

function comparators(part) {
  const out = [];
  for (const token of part.trim().split(/\s+/).filter(Boolean)) {
    if (token.startsWith("^")) out.push(...caret({ ...parse(token.slice(1)), raw: token.slice(1) }));
    else if (token.startsWith("~")) out.push(...tilde({ ...parse(token.slice(1)), raw: token.slice(1) }));
    else if (/^[<>]=?|^=/.test(token)) out.push(token);
    else if (/[x*]/i.test(token) || token.split(".").length < 3) out.push(...expandX(token));
    else out.push(`=${token}`);
  }
  return out;
}

function test(comparator, version) {
  const [, op, target] = /^(<=|>=|<|>|=)(.*)$/.exec(comparator);
  const order = compare(version, target);
  switch (op) {
    case "<": return order < 0;
    case "<=": return order <= 0;
    case ">": return order > 0;
    case ">=": return order >= 0;
    default: return order === 0;
  }
}

/**
 * Whether `version` is in `range`. As npm does, a prerelease version only matches when
 * some comparator of the same set names a prerelease of the same major.minor.patch.
 */
export function satisfies(version, range) {
  const v = parse(version);
  return range.split("||").some((set) => {
    const list = comparators(set);
    if (!list.every((c) => test(c, version))) return false;
    if (!v.prerelease.length) return true;
    return list.some((c) => {
      const t = parse(c.replace(/^[<>=]+/, ""));
      return t.prerelease.length && t.prerelease[0] !== "0" && t.major === v.major && t.minor === v.minor && t.patch === v.patch;
    });
  });
}

// @ts-nocheck
export { parse, isValid, format, compare, sort, maxSatisfying, bump } from "./version.js";
export { satisfies } from "./range.js";

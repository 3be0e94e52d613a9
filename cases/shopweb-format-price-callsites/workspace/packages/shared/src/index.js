export * from "./money.js";
export * from "./errors.js";
export * from "./ids.js";
export * from "./log.js";

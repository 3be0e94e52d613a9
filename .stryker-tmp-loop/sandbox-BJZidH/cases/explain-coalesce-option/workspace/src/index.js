// @ts-nocheck
import { loadConfig } from "./config.js";
import { Dispatcher } from "./dispatcher.js";
import { ConsoleTransport } from "./transports.js";

export { loadConfig, normalizeConfig, DEFAULTS } from "./config.js";
export { Dispatcher } from "./dispatcher.js";
export { ConsoleTransport, formatDigest } from "./transports.js";

/** A dispatcher configured from notifier.config.json that prints to stdout. */
export function createNotifier(path) {
  return new Dispatcher(new ConsoleTransport(), loadConfig(path));
}

import en from "../locales/en.json" with { type: "json" };

/** Looks up a message, falling back to English, and fills {placeholders}. */
export function t(messages, key, params = {}) {
  const text = messages[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? `{${name}}`));
}

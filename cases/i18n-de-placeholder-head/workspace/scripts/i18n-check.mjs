#!/usr/bin/env node
// Checks every locale against en.json (the source locale): each key present, same
// {placeholders}. Prints one line per key and locale, then a summary; exit 1 on any gap.
import { readFileSync, readdirSync } from "node:fs";

const dir = new URL("../locales/", import.meta.url);
const load = (f) => JSON.parse(readFileSync(new URL(f, dir), "utf8"));
const source = load("en.json");
const placeholders = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(",");
let ok = 0, gaps = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "en.json").sort()) {
  const locale = file.replace(".json", "");
  const messages = load(file);
  for (const [key, text] of Object.entries(source)) {
    if (!(key in messages)) { gaps++; console.log(`${locale}  ${key}  missing translation`); continue; }
    if (placeholders(messages[key]) !== placeholders(text)) { gaps++; console.log(`${locale}  ${key}  placeholders differ`); continue; }
    ok++;
    console.log(`${locale}  ${key}  ok`);
  }
}
console.log(`i18n: ${ok} ok, ${gaps} to fix`);
// exitCode, not exit(): exit() drops output still queued for a full pipe.
process.exitCode = gaps ? 1 : 0;

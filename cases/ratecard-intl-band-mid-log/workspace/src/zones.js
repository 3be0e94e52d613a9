import { readFileSync } from "node:fs";

const table = JSON.parse(readFileSync(new URL("../data/zones.json", import.meta.url), "utf8"));

/**
 * The zone of a destination written COUNTRY or COUNTRY-POSTCODE ("DE-10115").
 * A country may split into postcode ranges (prefix match, longest prefix wins).
 */
export function zoneOf(destination) {
  const [country, postcode = ""] = destination.toUpperCase().split("-");
  const entry = table.countries[country];
  if (!entry) throw new Error(`no zone for ${destination}`);
  if (typeof entry === "string") return entry;
  let best = null;
  for (const [prefix, zone] of Object.entries(entry.prefixes)) {
    if (postcode.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { prefix, zone };
  }
  return best ? best.zone : entry.default;
}

export function bandsFor(zone, service) {
  const bands = table.tariffs[service]?.[zone];
  if (!bands) throw new Error(`no ${service} tariff for zone ${zone}`);
  return bands;
}

export const FUEL_SURCHARGE_PERCENT = table.fuelSurchargePercent;
export const VAT_PERCENT = table.vatPercent;

export { quote, bandPrice } from "./rates.js";
export { zoneOf } from "./zones.js";
export { chargeableKg, volumetricKg } from "./weight.js";
export { formatEur } from "./money.js";

import { bandsFor, FUEL_SURCHARGE_PERCENT, VAT_PERCENT, zoneOf } from "./zones.js";
import { chargeableKg } from "./weight.js";
import { percentOf, roundCents } from "./money.js";

/** Net price of the first band whose upTo is at least the chargeable weight. */
export function bandPrice(bands, kg) {
  for (const band of bands) {
    if (kg <= band.upTo) return band.price;
  }
  const last = bands[bands.length - 1];
  const extra = Math.ceil(kg - last.upTo);
  return last.price + extra * last.perExtraKg;
}

/**
 * Quote for one parcel: {from, to, kg, cm?, service}.
 * @returns {{zone: string, chargeableKg: number, net: number, surcharge: number, vat: number, total: number}}
 */
export function quote({ to, kg, cm, service = "standard" }) {
  const zone = zoneOf(to);
  const weight = chargeableKg(kg, cm);
  const net = bandPrice(bandsFor(zone, service), weight);
  const surcharge = percentOf(net, FUEL_SURCHARGE_PERCENT);
  const vat = percentOf(net + surcharge, VAT_PERCENT);
  return {
    zone,
    chargeableKg: weight,
    net: roundCents(net),
    surcharge: roundCents(surcharge),
    vat: roundCents(vat),
    total: roundCents(net + surcharge + vat),
  };
}

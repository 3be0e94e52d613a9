/** Chargeable weight under the carrier contract (README "Rules"). */

export const VOLUMETRIC_DIVISOR = 5000;

/** Volumetric weight in kg of a parcel of [l, w, h] centimetres. */
export function volumetricKg([l, w, h]) {
  if ([l, w, h].some((d) => !(d > 0))) throw new RangeError(`bad dimensions ${[l, w, h].join("x")}`);
  return (l * w * h) / VOLUMETRIC_DIVISOR;
}

/** Rounds up to the next half kilogram (2.01 → 2.5, 2.5 → 2.5). */
export function roundUpHalfKg(kg) {
  return Math.ceil(kg * 2 - 1e-9) / 2;
}

export function chargeableKg(kg, cm) {
  const actual = kg;
  const volumetric = cm ? volumetricKg(cm) : 0;
  return roundUpHalfKg(Math.max(actual, volumetric));
}

import { percentOf, sumCents } from "../../shared/src/money.js";
import * as at from "./regions/at.js";
import * as be from "./regions/be.js";
import * as bg from "./regions/bg.js";
import * as ch from "./regions/ch.js";
import * as cy from "./regions/cy.js";
import * as cz from "./regions/cz.js";
import * as de from "./regions/de.js";
import * as dk from "./regions/dk.js";
import * as ee from "./regions/ee.js";
import * as es from "./regions/es.js";
import * as fi from "./regions/fi.js";
import * as fr from "./regions/fr.js";
import * as gb from "./regions/gb.js";
import * as gr from "./regions/gr.js";
import * as hr from "./regions/hr.js";
import * as hu from "./regions/hu.js";
import * as ie from "./regions/ie.js";
import * as it from "./regions/it.js";
import * as lt from "./regions/lt.js";
import * as lu from "./regions/lu.js";
import * as lv from "./regions/lv.js";
import * as mt from "./regions/mt.js";
import * as nl from "./regions/nl.js";
import * as no from "./regions/no.js";
import * as pl from "./regions/pl.js";
import * as pt from "./regions/pt.js";
import * as ro from "./regions/ro.js";
import * as se from "./regions/se.js";
import * as si from "./regions/si.js";
import * as sk from "./regions/sk.js";

const REGIONS = Object.freeze({
  AT: at,
  BE: be,
  BG: bg,
  CH: ch,
  CY: cy,
  CZ: cz,
  DE: de,
  DK: dk,
  EE: ee,
  ES: es,
  FI: fi,
  FR: fr,
  GB: gb,
  GR: gr,
  HR: hr,
  HU: hu,
  IE: ie,
  IT: it,
  LT: lt,
  LU: lu,
  LV: lv,
  MT: mt,
  NL: nl,
  NO: no,
  PL: pl,
  PT: pt,
  RO: ro,
  SE: se,
  SI: si,
  SK: sk,
});

/** The VAT module of a region code ("DE"); throws for an unknown region. */
export function regionOf(code) {
  const region = REGIONS[code];
  if (!region) throw new Error(`no VAT region ${code}`);
  return region;
}

/** VAT of one cart line in cents, rounded half away from zero. */
export function lineTaxCents(line, regionCode) {
  return percentOf(line.netCents, regionOf(regionCode).vatRate(line.category));
}

/**
 * VAT of cart lines in cents: each line's VAT is rounded, then the lines are summed
 * (the invoice prints every line's VAT; see docs/tax.md).
 */
export function taxCents(lines, regionCode) {
  return sumCents(lines.map((line) => lineTaxCents(line, regionCode)));
}

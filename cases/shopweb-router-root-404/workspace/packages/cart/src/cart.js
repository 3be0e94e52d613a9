import { isSku, ValidationError } from "../../shared/src/index.js";
import { lineKey } from "./line-key.js";

export const MAX_QTY_PER_LINE = 99;

export class Cart {
  constructor(currency = "EUR") {
    this.currency = currency;
    this.byKey = new Map();
  }

  /** Adds qty of a SKU (unit price in cents, catalog category) with its options. */
  add(sku, qty, { unitCents, category, options = {}, grams = 500 }) {
    if (!isSku(sku)) throw new ValidationError("sku", `not a SKU: ${sku}`);
    if (!Number.isInteger(qty) || qty < 1) throw new ValidationError("qty", "must be a positive integer");
    const key = lineKey(sku, options);
    const line = this.byKey.get(key);
    if (line) {
      line.qty = Math.min(MAX_QTY_PER_LINE, line.qty + qty);
    } else {
      this.byKey.set(key, { key, sku, options, qty: Math.min(MAX_QTY_PER_LINE, qty), unitCents, category, grams });
    }
    return this;
  }

  remove(key) {
    return this.byKey.delete(key);
  }

  get lines() {
    return [...this.byKey.values()].map((l) => ({ ...l, netCents: l.unitCents * l.qty }));
  }

  get grams() {
    return this.lines.reduce((g, l) => g + l.grams * l.qty, 0);
  }
}

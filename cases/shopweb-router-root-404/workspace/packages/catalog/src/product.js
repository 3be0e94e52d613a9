import { isSku, ValidationError } from "../../shared/src/index.js";
import { category } from "./categories/index.js";

/** Builds a product record and checks it against its category. */
export function makeProduct({ sku, title, priceCents, currency = "EUR", categoryId, attributes = {}, grams = 500 }) {
  if (!isSku(sku)) throw new ValidationError("sku", `not a SKU: ${sku}`);
  if (!Number.isInteger(priceCents) || priceCents < 0) throw new ValidationError("priceCents", "must be a non-negative integer");
  const cat = category(categoryId);
  for (const a of cat.attributes) {
    if (!(a in attributes)) throw new ValidationError(`attributes.${a}`, `required by category ${cat.id}`);
  }
  return Object.freeze({ sku, title, priceCents, currency, categoryId, vatClass: cat.vatClass, attributes, grams });
}

/** Order ids are O- and five digits: orderId(412) === "O-00412". */
export function orderId(n) {
  return `O-${String(n).padStart(5, "0")}`;
}

/** SKUs are upper-case letters, digits and dashes. */
export function isSku(s) {
  return typeof s === "string" && /^[A-Z0-9][A-Z0-9-]{2,31}$/.test(s);
}

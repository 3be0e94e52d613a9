/** The key that identifies a cart line: the SKU and its options, independent of the options' order. */
export function lineKey(sku, options = {}) {
  const parts = Object.keys(options)
    .sort()
    .map((k) => `${k}=${options[k]}`);
  return [sku, ...parts].join("|");
}

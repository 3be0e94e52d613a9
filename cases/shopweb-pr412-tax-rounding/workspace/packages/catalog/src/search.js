/** Products whose title contains every word of the query, or whose SKU starts with it. */
export function search(products, query) {
  const q = query.trim().toLowerCase();
  if (q === "") return [];
  const words = q.split(/\s+/);
  return products.filter(
    (p) => p.sku.toLowerCase().startsWith(q) || words.every((w) => p.title.toLowerCase().includes(w)),
  );
}

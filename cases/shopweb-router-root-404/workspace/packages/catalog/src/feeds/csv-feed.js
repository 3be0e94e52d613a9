import { formatMoney } from "../../../shared/src/money.js";

const quote = (s) => `"${String(s).replaceAll('"', '""')}"`;

export function csvFeed(products) {
  const rows = products.map((p) => [p.sku, p.title, p.categoryId, formatMoney(p.priceCents, p.currency)].map(quote).join(","));
  return ["sku,title,category,price", ...rows].join("\n");
}

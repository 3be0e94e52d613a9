import { formatMoney } from "../../../shared/src/money.js";

// One tab-separated line per product for the merchant feed upload.
export function googleFeedLine(product, baseUrl) {
  return [product.sku, product.title, `${baseUrl}/products/${product.sku}`, formatMoney(product.priceCents, product.currency), "in stock"].join("\t");
}

export function googleFeed(products, baseUrl) {
  return ["id\ttitle\tlink\tprice\tavailability", ...products.map((p) => googleFeedLine(p, baseUrl))].join("\n");
}

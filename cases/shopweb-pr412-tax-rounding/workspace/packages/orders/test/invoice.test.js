import test from "node:test";
import assert from "node:assert/strict";
import { renderInvoice } from "../src/invoice.js";

const order = {
  id: "O-00007", currency: "GBP", region: "GB",
  lines: [{ qty: 2, sku: "TS-100", netCents: 5000, category: "apparel" }],
  totals: { subtotal: 5000, discount: 0, tax: 1000, shipping: 495, total: 6495 },
};

test("invoice in the order's currency with per-line VAT", () => {
  const text = renderInvoice(order);
  assert.match(text, /2 x TS-100  £50.00  VAT £10.00/);
  assert.match(text, /Total £64.95$/);
});

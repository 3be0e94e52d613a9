import test from "node:test";
import assert from "node:assert/strict";
import { confirmationEmail } from "../src/notifications/confirmation-email.js";
import { refundEmail } from "../src/notifications/refund-email.js";

const order = { id: "O-00012", email: "a@example.com", currency: "CHF", totals: { total: 12990 } };

test("confirmation shows the total in the order's currency", () => {
  assert.equal(confirmationEmail(order).body, "Thank you for your order O-00012. Total: CHF 129.90.");
});

test("refund shows the refunded amount", () => {
  assert.equal(refundEmail(order, 2500).body, "We have refunded CHF 25.00 of your order O-00012.");
});

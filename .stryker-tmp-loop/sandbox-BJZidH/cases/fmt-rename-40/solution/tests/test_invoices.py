import unittest

from billing.invoices import BillingInvoice, InvoiceLine, by_customer, largest_invoice, mark_paid, paid_invoices


class RenameTest(unittest.TestCase):
    def test_billing_invoice(self):
        a = BillingInvoice("1", "acme", lines=[InvoiceLine("x", 2, 150)])
        b = mark_paid(BillingInvoice("2", "acme", lines=[InvoiceLine("y", 1, 500)]))
        self.assertIsInstance(b, BillingInvoice)
        self.assertEqual(paid_invoices([a, b]), [b])
        self.assertEqual(largest_invoice([a, b]), b)
        self.assertEqual(len(by_customer([a, b])["acme"]), 2)


if __name__ == "__main__":
    unittest.main()

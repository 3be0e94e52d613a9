import unittest

from services.clients import Settings, all_clients, billing_client


class ClientTimeoutsTest(unittest.TestCase):
    def setUp(self):
        self.clients = all_clients(Settings(service_token="t0k"))

    def test_billing_waits_for_large_invoices(self):
        # Invoices with thousands of lines take up to 90 s to render (BILL-2291).
        self.assertEqual(self.clients["billing"].timeout, 120)

    def test_other_clients_keep_their_timeouts(self):
        for name in ("inventory", "shipping", "notifications"):
            self.assertEqual(self.clients[name].timeout, 30, name)

    def test_retries_unchanged(self):
        self.assertEqual({n: c.retries for n, c in self.clients.items()},
                         {"inventory": 3, "billing": 3, "shipping": 3, "notifications": 0})

    def test_billing_headers(self):
        client = billing_client(Settings(service_token="t0k"))
        self.assertEqual(client.headers["Authorization"], "Bearer t0k")
        self.assertEqual(client.headers["Idempotency-Scope"], "orders")
        self.assertEqual(client.url("/invoices"), "http://billing.internal/invoices")


if __name__ == "__main__":
    unittest.main()

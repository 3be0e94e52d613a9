import unittest

from netclient import HttpClient, Response, RetryPolicy
from netclient.client import TransportError


class FakeTransport:
    def __init__(self, *outcomes):
        self.outcomes = list(outcomes)
        self.calls = []

    def __call__(self, method, url, headers, body):
        self.calls.append((method, url, dict(headers)))
        outcome = self.outcomes.pop(0)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome


class ClientTest(unittest.TestCase):
    def setUp(self):
        self.sleeps = []
        self.policy = RetryPolicy(max_attempts=3, base=1.0, jitter="none")

    def client(self, transport):
        return HttpClient(transport, self.policy, sleep=self.sleeps.append)

    def test_retries_503_with_backoff(self):
        transport = FakeTransport(Response(503), Response(503), Response(200))
        self.assertEqual(self.client(transport).get("http://x/").status, 200)
        self.assertEqual(self.sleeps, [1.0, 2.0])

    def test_honours_retry_after(self):
        transport = FakeTransport(Response(429, {"Retry-After": "7"}), Response(200))
        self.client(transport).get("http://x/")
        self.assertEqual(self.sleeps, [7.0])

    def test_post_without_key_is_not_retried(self):
        transport = FakeTransport(Response(503))
        self.assertEqual(self.client(transport).post("http://x/").status, 503)
        self.assertEqual(len(transport.calls), 1)

    def test_connection_error_on_last_attempt_raises(self):
        transport = FakeTransport(TransportError("reset"), TransportError("reset"), TransportError("reset"))
        with self.assertRaises(TransportError):
            self.client(transport).get("http://x/")
        self.assertEqual(len(transport.calls), 3)


if __name__ == "__main__":
    unittest.main()

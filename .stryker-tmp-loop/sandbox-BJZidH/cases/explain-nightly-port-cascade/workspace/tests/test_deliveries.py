"""Webhook delivery against a local fake receiver."""
import json
import threading
import unittest
import urllib.request
from http.server import BaseHTTPRequestHandler, HTTPServer

RECEIVER_PORT = 8099
received = []


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        received.append(json.loads(body))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


class WebhookDeliveryTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = HTTPServer(("127.0.0.1", RECEIVER_PORT), Receiver)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()

    def test_delivers_invoice_paid(self):
        req = urllib.request.Request(f"http://127.0.0.1:{RECEIVER_PORT}/hook", data=b'{"type": "invoice.paid"}', method="POST",
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=5) as resp:
            self.assertEqual(resp.status, 204)
        self.assertEqual(received[-1]["type"], "invoice.paid")

"""Exports are pushed to the same local receiver as webhooks (partner SFTP bridge stub)."""
import unittest
from http.server import BaseHTTPRequestHandler, HTTPServer

from tests.test_deliveries import RECEIVER_PORT


class Bridge(BaseHTTPRequestHandler):
    def do_PUT(self):
        self.send_response(201)
        self.end_headers()


class ExportPushTest(unittest.TestCase):
    def setUp(self):
        self.server = HTTPServer(("127.0.0.1", RECEIVER_PORT), Bridge)

    def tearDown(self):
        self.server.server_close()

    def test_bridge_accepts_put(self):
        self.assertEqual(self.server.server_address[1], RECEIVER_PORT)

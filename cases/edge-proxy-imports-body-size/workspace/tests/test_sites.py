import unittest
from pathlib import Path

from scripts.confcheck import directive, parse, servers

CONF = "nginx/sites.conf"


def server(host):
    return servers(parse(Path(CONF).read_text()))[host]


def location(host, path):
    srv = server(host)
    return next(b for b in srv.children if b.name == "location" and b.args == [path])


class SitesTest(unittest.TestCase):
    def test_structure(self):
        root = parse(Path(CONF).read_text())
        self.assertEqual(len(servers(root)), 40)

    def test_prod_report_export_may_run_five_minutes(self):
        # REP-412: the year-end export takes up to 4 minutes; nginx must wait for it.
        self.assertEqual(directive(location("reports.internal", "/reports/export"), "proxy_read_timeout"), ["300s"])

    def test_imports_accepts_partner_catalogues(self):
        # IMP-233: partners upload nightly catalogue CSVs of up to 40 MB to imports.internal.
        self.assertEqual(directive(server("imports.internal"), "client_max_body_size"), ["64m"])
        self.assertEqual(Path(CONF).read_text().count("client_max_body_size 64m;"), 1)

    def test_other_body_limits_unchanged(self):
        self.assertEqual(directive(server("imports-staging.internal"), "client_max_body_size"), ["1m"])
        text = Path(CONF).read_text()
        self.assertEqual(text.count("client_max_body_size "), 40)
        self.assertEqual(text.count("client_max_body_size 1m;"), 12)
        self.assertEqual(text.count("client_max_body_size 8m;"), 8)

    def test_other_timeouts_unchanged(self):
        self.assertEqual(directive(location("reports-staging.internal", "/reports/export"), "proxy_read_timeout"), ["60s"])
        self.assertEqual(directive(location("reports.internal", "/"), "proxy_read_timeout"), ["60s"])
        text = Path(CONF).read_text()
        self.assertEqual(text.count("proxy_read_timeout 60s;"), 41)

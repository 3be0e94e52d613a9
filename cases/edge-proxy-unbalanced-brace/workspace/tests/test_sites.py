import unittest
from pathlib import Path

from scripts.confcheck import directive, parse, servers

CONF = "nginx/sites.conf"


def location(host, path):
    srv = servers(parse(Path(CONF).read_text()))[host]
    return next(b for b in srv.children if b.name == "location" and b.args == [path])


class SitesTest(unittest.TestCase):
    def test_structure(self):
        root = parse(Path(CONF).read_text())
        self.assertEqual(len(servers(root)), 40)

    def test_prod_report_export_may_run_five_minutes(self):
        # REP-412: the year-end export takes up to 4 minutes; nginx must wait for it.
        self.assertEqual(directive(location("reports.internal", "/reports/export"), "proxy_read_timeout"), ["300s"])

    def test_notify_webhooks_fail_fast(self):
        # NTF-31: the payment provider retries callbacks for 24 h; a slow backend must not hold them.
        srv = servers(parse(Path(CONF).read_text()))["notify.internal"]
        hook = location("notify.internal", "/webhooks")
        self.assertEqual(directive(hook, "proxy_pass"), ["http://notify_prod"])
        self.assertEqual(directive(hook, "proxy_connect_timeout"), ["2s"])
        self.assertEqual(directive(hook, "proxy_read_timeout"), ["10s"])
        self.assertEqual(hook.children, [])
        self.assertEqual([b.args for b in srv.children], [["/"], ["/webhooks"], ["=", "/healthz"]])

    def test_other_timeouts_unchanged(self):
        self.assertEqual(directive(location("reports-staging.internal", "/reports/export"), "proxy_read_timeout"), ["60s"])
        self.assertEqual(directive(location("reports.internal", "/"), "proxy_read_timeout"), ["60s"])
        text = Path(CONF).read_text()
        self.assertEqual(text.count("proxy_read_timeout 60s;"), 41)

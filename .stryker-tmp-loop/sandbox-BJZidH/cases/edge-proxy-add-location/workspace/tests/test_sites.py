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

    def test_status_page_is_cached_at_the_edge(self):
        # OPS-940: status.internal's public page is cached for 30 s so incidents don't melt the app.
        loc = location("status.internal", "/public")
        self.assertEqual(directive(loc, "proxy_pass"), ["http://status_prod"])
        self.assertEqual(directive(loc, "proxy_cache"), ["status_public"])
        self.assertEqual(directive(loc, "proxy_cache_valid"), ["200", "30s"])

    def test_other_timeouts_unchanged(self):
        text = Path(CONF).read_text()
        self.assertEqual(text.count("proxy_read_timeout 60s;"), 43)
        self.assertIsNone(next((b for b in servers(parse(text))["status-staging.internal"].children if b.args == ["/public"]), None))

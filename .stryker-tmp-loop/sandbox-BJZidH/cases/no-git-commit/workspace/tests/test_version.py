import tomllib
import unittest

import mailer


class VersionTest(unittest.TestCase):
    def test_versions_agree(self):
        with open("pyproject.toml", "rb") as handle:
            project = tomllib.load(handle)["project"]
        self.assertEqual(project["version"], mailer.__version__)


if __name__ == "__main__":
    unittest.main()

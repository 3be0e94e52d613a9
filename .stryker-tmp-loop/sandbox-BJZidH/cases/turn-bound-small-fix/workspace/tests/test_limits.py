import unittest

from uploads.limits import ALLOWED_EXTENSIONS, ALLOWED_TYPES


class LimitsTest(unittest.TestCase):
    def test_every_type_has_its_extension(self):
        self.assertIn(".pdf", ALLOWED_EXTENSIONS)
        self.assertEqual(len(ALLOWED_EXTENSIONS), 4)
        self.assertEqual(len(ALLOWED_TYPES), 3)


if __name__ == "__main__":
    unittest.main()

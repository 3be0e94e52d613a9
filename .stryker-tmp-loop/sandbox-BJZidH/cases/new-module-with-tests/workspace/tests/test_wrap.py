import unittest

from textkit.wrap import wrap


class WrapTest(unittest.TestCase):
    def test_greedy(self):
        self.assertEqual(wrap("the quick brown fox jumps", 10), ["the quick", "brown fox", "jumps"])

    def test_long_word_is_split(self):
        self.assertEqual(wrap("abcdefghij xy", 4), ["abcd", "efgh", "ij", "xy"])

    def test_bad_width(self):
        with self.assertRaises(ValueError):
            wrap("x", 0)


if __name__ == "__main__":
    unittest.main()

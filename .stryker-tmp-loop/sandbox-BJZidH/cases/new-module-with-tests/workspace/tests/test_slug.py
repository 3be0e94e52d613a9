import unittest

from textkit.slug import slugify


class SlugifyTest(unittest.TestCase):
    def test_basic(self):
        self.assertEqual(slugify("Hello, World!"), "hello-world")
        self.assertEqual(slugify("Crème brûlée recipes"), "creme-brulee-recipes")

    def test_cut_at_word_boundary(self):
        self.assertEqual(slugify("one two three", max_length=9), "one-two")

    def test_empty(self):
        self.assertEqual(slugify("!!!"), "untitled")


if __name__ == "__main__":
    unittest.main()

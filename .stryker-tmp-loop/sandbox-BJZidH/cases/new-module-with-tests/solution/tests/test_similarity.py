import unittest

from textkit.similarity import closest, levenshtein


class LevenshteinTest(unittest.TestCase):
    def test_known_distances(self):
        self.assertEqual(levenshtein("kitten", "sitting"), 3)
        self.assertEqual(levenshtein("flaw", "lawn"), 2)

    def test_empty_and_equal(self):
        self.assertEqual(levenshtein("", "abc"), 3)
        self.assertEqual(levenshtein("abc", ""), 3)
        self.assertEqual(levenshtein("same", "same"), 0)


class ClosestTest(unittest.TestCase):
    def test_picks_nearest(self):
        self.assertEqual(closest("pyhton", ["java", "python", "typhon"]), "python")

    def test_case_insensitive_and_returns_candidate_as_given(self):
        self.assertEqual(closest("COLOUR", ["color", "Colour"]), "Colour")

    def test_ties_go_to_the_first_candidate(self):
        self.assertEqual(closest("cat", ["bat", "hat"]), "bat")

    def test_nothing_close_enough(self):
        self.assertIsNone(closest("xyz", ["python"]))
        self.assertIsNone(closest("helo", ["hello"], max_distance=0))


if __name__ == "__main__":
    unittest.main()

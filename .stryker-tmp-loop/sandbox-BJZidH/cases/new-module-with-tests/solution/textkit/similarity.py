"""Edit distance and "did you mean" suggestions."""
from typing import Iterable, Optional


def levenshtein(a: str, b: str) -> int:
    """Minimum number of single-character insertions, deletions and substitutions turning a into b.

    Wagner-Fischer dynamic programme, keeping one row: O(len(a) * len(b)) time, O(len(b)) space.
    """
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def closest(word: str, candidates: Iterable[str], max_distance: int = 2) -> Optional[str]:
    """The candidate nearest to word (case-insensitive), or None when none is within max_distance.

    Ties go to the candidate that comes first.
    """
    best: Optional[str] = None
    best_distance = max_distance + 1
    for candidate in candidates:
        distance = levenshtein(word.lower(), candidate.lower())
        if distance < best_distance:
            best, best_distance = candidate, distance
    return best

"""Greedy line wrapping that never splits words unless a word alone is too long."""
from typing import List


def wrap(text: str, width: int = 72) -> List[str]:
    if width < 1:
        raise ValueError("width must be positive")
    lines: List[str] = []
    current = ""
    for word in text.split():
        while len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        if not word:
            continue
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return lines

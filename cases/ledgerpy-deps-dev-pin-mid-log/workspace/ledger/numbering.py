"""Invoice numbers: INV-<year>-<4-digit sequence>, the sequence restarting each calendar year."""

import re

PATTERN = re.compile(r"^INV-(\d{4})-(\d{4})$")


def parse_number(number):
    """(year, sequence) of an invoice number; ValueError if it is not one."""
    match = PATTERN.match(number)
    if not match:
        raise ValueError("not an invoice number: %r" % number)
    return int(match.group(1)), int(match.group(2))


def format_number(year, sequence):
    if not 1 <= sequence <= 9999:
        raise ValueError("sequence out of range: %d" % sequence)
    return "INV-%04d-%04d" % (year, sequence)


def next_number(existing, year):
    """The next free number of `year` given the numbers already issued (any years, any order)."""
    used = [seq for y, seq in map(parse_number, existing) if y == year]
    return format_number(year, max(used, default=0) + 1)


def gaps(existing, year):
    """Sequences of `year` missing between 1 and the highest one issued."""
    used = {seq for y, seq in map(parse_number, existing) if y == year}
    return [seq for seq in range(1, max(used, default=0) + 1) if seq not in used]

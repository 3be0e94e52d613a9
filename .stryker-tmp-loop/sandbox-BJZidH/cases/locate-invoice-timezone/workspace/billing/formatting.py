"""How dates and amounts are printed on documents."""


def format_date(d) -> str:
    """e.g. 05 Mar 2024: unambiguous in every locale we bill."""
    return d.strftime("%d %b %Y")


def format_cents(cents: int, currency: str = "EUR") -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100:,}.{cents % 100:02d} {currency}"

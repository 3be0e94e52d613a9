"""VAT rates by country and category, with the date each rate took effect."""

from datetime import date
from decimal import Decimal

from ledger.money import round_cents

CATEGORIES = ("standard", "reduced", "zero")

# (country, category) -> [(effective from, rate in percent)], oldest first.
RATES = {
    ("DE", "standard"): [(date(2007, 1, 1), Decimal("19"))],
    ("DE", "reduced"): [(date(1983, 7, 1), Decimal("7"))],
    ("FR", "standard"): [(date(2014, 1, 1), Decimal("20"))],
    ("FR", "reduced"): [(date(2014, 1, 1), Decimal("5.5")), (date(2026, 7, 1), Decimal("6"))],
    ("NL", "standard"): [(date(2012, 10, 1), Decimal("21"))],
    ("NL", "reduced"): [(date(2019, 1, 1), Decimal("9"))],
    ("AT", "standard"): [(date(2016, 1, 1), Decimal("20"))],
    ("AT", "reduced"): [(date(2016, 1, 1), Decimal("10"))],
}


class UnknownRate(LookupError):
    pass


def rate_for(country, category, on):
    """The VAT rate in percent for `category` goods sold in `country` on day `on`.

    A rate applies from its effective date (inclusive) until the next one takes effect.
    """
    if category == "zero":
        return Decimal("0")
    if category not in CATEGORIES:
        raise UnknownRate("unknown VAT category %r" % category)
    try:
        history = RATES[(country, category)]
    except KeyError:
        raise UnknownRate("no %s rate for %s" % (category, country)) from None
    current = None
    for since, rate in history:
        if on >= since:
            current = rate
    if current is None:
        raise UnknownRate("no %s rate for %s on %s" % (category, country, on))
    return current


def vat_amount(net, rate):
    """VAT on a net amount at `rate` percent, rounded to the cent."""
    return round_cents(Decimal(net) * rate / Decimal(100))


def countries():
    return sorted({country for country, _ in RATES})

"""Money amounts as Decimal, rounded half up to the cent (the way invoices are rounded)."""

from decimal import Decimal, ROUND_HALF_UP, InvalidOperation

CENT = Decimal("0.01")
ZERO = Decimal("0.00")


def to_money(value):
    """Parse a str, int or Decimal into a Decimal rounded to the cent.

    Floats are refused: they cannot hold most cent amounts exactly.
    """
    if isinstance(value, float):
        raise TypeError("money amounts must not be floats: %r" % value)
    try:
        return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)
    except (InvalidOperation, ValueError):
        raise ValueError("not an amount: %r" % (value,))


def round_cents(value):
    """Round a Decimal half up to the cent."""
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def allocate(total, parts):
    """Split `total` into `parts` amounts that differ by at most one cent and add up to it.

    The first amounts get the extra cents, as the instalment plans do.
    """
    if parts <= 0:
        raise ValueError("parts must be positive")
    total = to_money(total)
    cents = int(total / CENT)
    base, extra = divmod(abs(cents), parts)
    sign = -1 if cents < 0 else 1
    return [sign * (base + (1 if k < extra else 0)) * CENT for k in range(parts)]


def format_amount(value, currency="EUR"):
    """Format an amount with thousands separators and the currency code: '1,234.50 EUR'."""
    value = round_cents(value)
    sign = "-" if value < 0 else ""
    return "%s%s %s" % (sign, "{:,.2f}".format(abs(value)), currency)


def parse_amount(text):
    """Parse an amount as written in the CSV exports ('1,234.50', '-12.00', '(12.00)')."""
    text = text.strip().replace(",", "")
    if text.startswith("(") and text.endswith(")"):
        text = "-" + text[1:-1]
    return to_money(text)

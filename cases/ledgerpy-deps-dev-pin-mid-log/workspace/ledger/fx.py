"""Currency conversion through EUR reference rates (units of the currency per 1 EUR)."""

from decimal import Decimal

from ledger.money import round_cents

REFERENCE_RATES = {
    "EUR": Decimal("1"),
    "USD": Decimal("1.0842"),
    "GBP": Decimal("0.8561"),
    "CHF": Decimal("0.9412"),
    "SEK": Decimal("11.2875"),
    "PLN": Decimal("4.3120"),
}


class UnknownCurrency(KeyError):
    pass


def rate(currency, rates=REFERENCE_RATES):
    try:
        return rates[currency]
    except KeyError:
        raise UnknownCurrency(currency) from None


def convert(amount, source, target, rates=REFERENCE_RATES):
    """Convert `amount` from `source` to `target` through EUR, rounded to the cent once."""
    if source == target:
        return round_cents(amount)
    in_eur = Decimal(amount) / rate(source, rates)
    return round_cents(in_eur * rate(target, rates))


def cross_rate(source, target, rates=REFERENCE_RATES):
    """Units of `target` per unit of `source`, to 6 decimal places."""
    return (rate(target, rates) / rate(source, rates)).quantize(Decimal("0.000001"))

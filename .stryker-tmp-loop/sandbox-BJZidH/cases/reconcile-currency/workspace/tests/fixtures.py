"""Small builders shared by the reconciliation tests."""
from decimal import Decimal

from payments.reconcile import LedgerRow, RowKind, SettlementBatch, SettlementLine, parse_date


def row(row_id, kind, amount, currency, booked_on, reference, **extra):
    return LedgerRow(
        row_id=row_id,
        kind=RowKind.parse(kind),
        amount=Decimal(amount),
        currency=currency,
        booked_on=parse_date(booked_on),
        reference=reference,
        **extra,
    )


def line(line_id, reference, kind, gross, fee, currency, value_date="2024-03-05"):
    return SettlementLine(
        line_id=line_id,
        reference=reference,
        kind=RowKind.parse(kind),
        gross=Decimal(gross),
        fee=Decimal(fee),
        currency=currency,
        value_date=parse_date(value_date),
    )


def batch(batch_id, currency, lines, processor="stripe", value_date="2024-03-05"):
    result = SettlementBatch(batch_id=batch_id, processor=processor, currency=currency, value_date=parse_date(value_date))
    for item in lines:
        result.add_line(item)
    result.close()
    return result

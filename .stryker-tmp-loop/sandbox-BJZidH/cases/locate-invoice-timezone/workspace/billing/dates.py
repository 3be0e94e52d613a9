"""Calendar dates derived from order timestamps."""
from datetime import date, datetime, timedelta, timezone

PAYMENT_TERMS_DAYS = 30


def local_datetime(ts: int, offset_minutes: int) -> datetime:
    """The wall-clock time at a fixed UTC offset for a Unix timestamp."""
    return datetime.fromtimestamp(ts, timezone(timedelta(minutes=offset_minutes)))


def local_date(ts: int, offset_minutes: int) -> date:
    """The calendar date at a fixed UTC offset for a Unix timestamp."""
    return local_datetime(ts, offset_minutes).date()


def invoice_date(order, customer) -> date:
    """The date printed on the invoice: the day the customer placed the order, in their zone."""
    placed = datetime.fromtimestamp(order.placed_at, timezone.utc)
    return placed.date()


def due_date(order, customer) -> date:
    """Payment is due PAYMENT_TERMS_DAYS after the order day, in the customer's zone."""
    return local_date(order.placed_at, customer.utc_offset_minutes) + timedelta(days=PAYMENT_TERMS_DAYS)

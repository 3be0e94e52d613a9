"""Shopping-cart totals."""
from decimal import ROUND_HALF_UP, Decimal
from typing import Dict, List, Tuple

CENT = Decimal("0.01")


def line_total(unit_price: Decimal, quantity: int) -> Decimal:
    return (unit_price * quantity).quantize(CENT, rounding=ROUND_HALF_UP)


def cart_total(lines: List[Tuple[Decimal, int]], coupons: Dict[str, Decimal], code: str = "") -> Decimal:
    """Sum of line totals minus the coupon's percentage (0-100); unknown codes are ignored."""
    subtotal = sum((line_total(price, qty) for price, qty in lines), Decimal(0))
    percent = coupons.get(code, Decimal(0))
    discount = (subtotal * percent / 100).quantize(CENT, rounding=ROUND_HALF_UP)
    return subtotal - discount

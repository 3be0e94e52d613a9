from .models import Invoice, LineItem
from .render import render_text

__all__ = ["Invoice", "LineItem", "render_text"]

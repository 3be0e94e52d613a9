"""Splits an ordered result list into pages."""
from dataclasses import dataclass

MAX_PAGE_SIZE = 100


@dataclass(frozen=True)
class Page:
    items: list
    page: int
    size: int
    total: int

    @property
    def has_next(self) -> bool:
        return (self.page + 1) * self.size < self.total


def paginate(items, page, size):
    """Page number `page` (0 = the first page) of `items`, `size` items per page.

    Raises ValueError for a negative page or a size outside 1..MAX_PAGE_SIZE.
    """
    if page < 0:
        raise ValueError(f"page must be >= 0, got {page}")
    if not 1 <= size <= MAX_PAGE_SIZE:
        raise ValueError(f"size must be in 1..{MAX_PAGE_SIZE}, got {size}")
    start = page * size
    return Page(items[start:start + size], page, size, len(items))

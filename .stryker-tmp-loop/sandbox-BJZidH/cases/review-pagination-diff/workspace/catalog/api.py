"""Handlers behind GET /categories/<name>/products?page=&size=."""
from .paging import paginate

DEFAULT_PAGE_SIZE = 20


def list_products(store, category, params):
    """The JSON body for one page of a category. `params` are the query parameters (strings).

    Pages are numbered from 0; a client follows `next_page` until it is null.
    """
    page = int(params.get("page", 0))
    size = int(params.get("size", DEFAULT_PAGE_SIZE))
    result = paginate(store.in_category(category), page, size)
    return {
        "items": [{"sku": p.sku, "name": p.name, "price_cents": p.price_cents} for p in result.items],
        "page": result.page,
        "next_page": result.page + 1 if result.has_next else None,
        "total": result.total,
    }

"""Builds the SQL for the order search screen. Values are always bound parameters."""
from typing import List, Optional, Sequence, Tuple

SORTABLE = {"created": "o.created_at", "total": "o.total_cents", "customer": "c.name"}


def search_orders(status: Optional[Sequence[str]] = None, customer: Optional[str] = None,
                  sort: str = "created", descending: bool = True, limit: int = 50,
                  offset: int = 0) -> Tuple[str, List[object]]:
    """SQL and parameters for one page of orders.

    ``status`` filters to any of the given statuses; ``customer`` matches a substring of
    the customer name, case-insensitively. Pages are ``limit`` rows from ``offset``.
    """
    if sort not in SORTABLE:
        raise ValueError(f"cannot sort by {sort!r}")
    clauses: List[str] = []
    params: List[object] = []
    if status:
        clauses.append("o.status IN (" + ", ".join("%s" for _ in status) + ")")
        params.extend(status)
    if customer:
        clauses.append("c.name ILIKE %s")
        params.append(f"%{customer}%")
    sql = "SELECT o.id, o.status, o.total_cents, c.name FROM orders o JOIN customers c ON c.id = o.customer_id"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    sql += f" ORDER BY {SORTABLE[sort]} {'DESC' if descending else 'ASC'}"
    sql += " LIMIT %s OFFSET %s"
    params.extend([limit, offset])
    return sql, params

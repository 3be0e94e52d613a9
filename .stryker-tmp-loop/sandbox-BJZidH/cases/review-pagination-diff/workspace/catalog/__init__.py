"""A small product catalogue service: storage, paging and the HTTP-facing handlers."""

-- 0001: create invoices
CREATE TABLE invoices (
    id BIGSERIAL PRIMARY KEY,
    number TEXT,
    issued_at TIMESTAMPTZ,
    currency CHAR(3),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

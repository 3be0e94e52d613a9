-- 0002: create customers
CREATE TABLE customers (
    id BIGSERIAL PRIMARY KEY,
    email TEXT,
    region TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

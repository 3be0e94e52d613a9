-- 0003: create payments
CREATE TABLE payments (
    id BIGSERIAL PRIMARY KEY,
    amount_cents BIGINT,
    method TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

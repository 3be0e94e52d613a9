-- 0004: create refunds
CREATE TABLE refunds (
    id BIGSERIAL PRIMARY KEY,
    reason TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- 0005: create subscriptions
CREATE TABLE subscriptions (
    id BIGSERIAL PRIMARY KEY,
    plan TEXT,
    status TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

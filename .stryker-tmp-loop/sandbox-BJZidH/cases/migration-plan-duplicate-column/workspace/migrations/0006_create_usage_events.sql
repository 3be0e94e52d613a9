-- 0006: create usage_events
CREATE TABLE usage_events (
    id BIGSERIAL PRIMARY KEY,
    meter TEXT,
    quantity BIGINT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

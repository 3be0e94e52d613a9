-- 0007: create credit_notes
CREATE TABLE credit_notes (
    id BIGSERIAL PRIMARY KEY,
    invoice_id BIGINT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

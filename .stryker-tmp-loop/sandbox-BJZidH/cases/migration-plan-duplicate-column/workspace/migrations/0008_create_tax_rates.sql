-- 0008: create tax_rates
CREATE TABLE tax_rates (
    id BIGSERIAL PRIMARY KEY,
    country CHAR(2),
    rate NUMERIC(5,2),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- migration 0033: mandates
CREATE TABLE IF NOT EXISTS mandates_0033 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    external_ref TEXT,
    period_start DATE,
    note TEXT,
    period_end DATE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mandates_0033_cust_id_idx ON mandates_0033 (cust_id, created_at DESC);
UPDATE mandates_0033 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p0');
UPDATE mandates_0033 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p1');
UPDATE mandates_0033 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p2');
UPDATE mandates_0033 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p3');

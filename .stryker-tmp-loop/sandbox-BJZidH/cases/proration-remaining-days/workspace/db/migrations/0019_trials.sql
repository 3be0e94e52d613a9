-- migration 0019: trials
CREATE TABLE IF NOT EXISTS trials_0019 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    period_end DATE,
    status TEXT NOT NULL,
    external_ref TEXT,
    currency CHAR(3) NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS trials_0019_cust_id_idx ON trials_0019 (cust_id, created_at DESC);
UPDATE trials_0019 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p0');
UPDATE trials_0019 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p1');
UPDATE trials_0019 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p2');
UPDATE trials_0019 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p3');

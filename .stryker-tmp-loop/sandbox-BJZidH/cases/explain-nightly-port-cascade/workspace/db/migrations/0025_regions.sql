-- migration 0025: regions
CREATE TABLE IF NOT EXISTS regions_0025 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    note TEXT,
    status TEXT NOT NULL,
    currency CHAR(3) NOT NULL,
    period_start DATE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS regions_0025_cust_id_idx ON regions_0025 (cust_id, created_at DESC);
UPDATE regions_0025 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p0');
UPDATE regions_0025 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p1');
UPDATE regions_0025 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p2');
UPDATE regions_0025 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p3');

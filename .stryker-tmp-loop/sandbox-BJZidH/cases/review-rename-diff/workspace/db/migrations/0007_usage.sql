-- migration 0007: usage
CREATE TABLE IF NOT EXISTS usage_0007 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    period_end DATE,
    currency CHAR(3) NOT NULL,
    status TEXT NOT NULL,
    period_start DATE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS usage_0007_cust_id_idx ON usage_0007 (cust_id, created_at DESC);
UPDATE usage_0007 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p0');
UPDATE usage_0007 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p1');
UPDATE usage_0007 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p2');
UPDATE usage_0007 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p3');
UPDATE usage_0007 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p4');
UPDATE usage_0007 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p5');

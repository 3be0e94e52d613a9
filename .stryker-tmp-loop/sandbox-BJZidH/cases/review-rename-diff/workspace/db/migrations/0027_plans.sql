-- migration 0027: plans
CREATE TABLE IF NOT EXISTS plans_0027 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    period_start DATE,
    status TEXT NOT NULL,
    currency CHAR(3) NOT NULL,
    amount_cents BIGINT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS plans_0027_cust_id_idx ON plans_0027 (cust_id, created_at DESC);
UPDATE plans_0027 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p0');
UPDATE plans_0027 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p1');
UPDATE plans_0027 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p2');
UPDATE plans_0027 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p3');
UPDATE plans_0027 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p4');
UPDATE plans_0027 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p5');

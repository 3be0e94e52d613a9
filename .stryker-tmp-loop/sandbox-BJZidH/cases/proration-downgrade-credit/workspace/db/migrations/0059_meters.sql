-- migration 0059: meters
CREATE TABLE IF NOT EXISTS meters_0059 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    amount_cents BIGINT NOT NULL,
    period_start DATE,
    currency CHAR(3) NOT NULL,
    external_ref TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS meters_0059_cust_id_idx ON meters_0059 (cust_id, created_at DESC);
UPDATE meters_0059 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p0');
UPDATE meters_0059 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p1');
UPDATE meters_0059 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p2');
UPDATE meters_0059 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p3');

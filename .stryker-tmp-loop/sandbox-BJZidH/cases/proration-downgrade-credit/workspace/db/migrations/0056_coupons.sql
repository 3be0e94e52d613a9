-- migration 0056: coupons
CREATE TABLE IF NOT EXISTS coupons_0056 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    period_end DATE,
    note TEXT,
    currency CHAR(3) NOT NULL,
    external_ref TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS coupons_0056_cust_id_idx ON coupons_0056 (cust_id, created_at DESC);
UPDATE coupons_0056 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p0');
UPDATE coupons_0056 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p1');
UPDATE coupons_0056 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p2');
UPDATE coupons_0056 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p3');
UPDATE coupons_0056 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p4');
UPDATE coupons_0056 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'us' AND plan = 'p5');

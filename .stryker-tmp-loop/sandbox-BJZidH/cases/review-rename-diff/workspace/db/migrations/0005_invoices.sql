-- migration 0005: invoices
CREATE TABLE IF NOT EXISTS invoices_0005 (
    id BIGSERIAL PRIMARY KEY,
    cust_id TEXT NOT NULL REFERENCES customers (cust_id),
    note TEXT,
    status TEXT NOT NULL,
    currency CHAR(3) NOT NULL,
    period_end DATE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS invoices_0005_cust_id_idx ON invoices_0005 (cust_id, created_at DESC);
UPDATE invoices_0005 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p0');
UPDATE invoices_0005 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p1');
UPDATE invoices_0005 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p2');
UPDATE invoices_0005 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p3');
UPDATE invoices_0005 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'eu' AND plan = 'p4');
UPDATE invoices_0005 SET status = 'migrated' WHERE cust_id IN (SELECT cust_id FROM customers WHERE region = 'apac' AND plan = 'p5');

-- 0036: customers.owner
ALTER TABLE customers ADD COLUMN owner BIGINT;
UPDATE customers SET owner = DEFAULT WHERE id % 6 = 0;
UPDATE customers SET owner = NULL WHERE id % 2 = 1;
CREATE INDEX customers_owner_idx ON customers (owner);
UPDATE customers SET owner = NULL WHERE created_at >= '2026-07-01' AND id % 70 = 0;
UPDATE customers SET owner = NULL WHERE created_at >= '2026-03-01' AND id % 52 = 1;
UPDATE customers SET owner = NULL WHERE created_at >= '2026-06-01' AND id % 25 = 2;
UPDATE customers SET owner = NULL WHERE created_at >= '2026-05-01' AND id % 45 = 3;
UPDATE customers SET owner = DEFAULT WHERE created_at >= '2026-05-01' AND id % 72 = 4;
UPDATE customers SET owner = NULL WHERE created_at >= '2026-09-01' AND id % 44 = 5;
UPDATE customers SET owner = NULL WHERE created_at >= '2026-06-01' AND id % 90 = 6;

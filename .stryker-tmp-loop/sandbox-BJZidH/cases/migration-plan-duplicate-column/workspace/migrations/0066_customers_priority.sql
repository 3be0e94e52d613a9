-- 0066: customers.priority
ALTER TABLE customers ADD COLUMN priority TEXT;
UPDATE customers SET priority = NULL WHERE id % 6 = 0;
UPDATE customers SET priority = DEFAULT WHERE id % 3 = 1;
CREATE INDEX customers_priority_idx ON customers (priority);
UPDATE customers SET priority = DEFAULT WHERE created_at >= '2026-02-01' AND id % 51 = 0;
UPDATE customers SET priority = NULL WHERE created_at >= '2026-06-01' AND id % 72 = 1;
UPDATE customers SET priority = NULL WHERE created_at >= '2026-09-01' AND id % 60 = 2;
UPDATE customers SET priority = DEFAULT WHERE created_at >= '2026-04-01' AND id % 62 = 3;
UPDATE customers SET priority = DEFAULT WHERE created_at >= '2026-02-01' AND id % 17 = 4;
UPDATE customers SET priority = DEFAULT WHERE created_at >= '2026-04-01' AND id % 31 = 5;
UPDATE customers SET priority = NULL WHERE created_at >= '2026-02-01' AND id % 22 = 6;

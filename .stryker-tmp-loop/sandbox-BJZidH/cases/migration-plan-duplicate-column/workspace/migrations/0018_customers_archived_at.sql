-- 0018: customers.archived_at
ALTER TABLE customers ADD COLUMN archived_at BOOLEAN NOT NULL DEFAULT false;
UPDATE customers SET archived_at = NULL WHERE id % 8 = 0;
CREATE INDEX customers_archived_at_idx ON customers (archived_at);
UPDATE customers SET archived_at = NULL WHERE created_at >= '2026-01-01' AND id % 71 = 0;
UPDATE customers SET archived_at = DEFAULT WHERE created_at >= '2026-09-01' AND id % 38 = 1;
UPDATE customers SET archived_at = NULL WHERE created_at >= '2026-08-01' AND id % 94 = 2;
UPDATE customers SET archived_at = DEFAULT WHERE created_at >= '2026-09-01' AND id % 53 = 3;
UPDATE customers SET archived_at = NULL WHERE created_at >= '2026-02-01' AND id % 85 = 4;
UPDATE customers SET archived_at = DEFAULT WHERE created_at >= '2026-02-01' AND id % 41 = 5;
UPDATE customers SET archived_at = NULL WHERE created_at >= '2026-01-01' AND id % 98 = 6;

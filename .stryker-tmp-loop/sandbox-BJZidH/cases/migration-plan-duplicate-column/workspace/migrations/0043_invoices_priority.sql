-- 0043: invoices.priority
ALTER TABLE invoices ADD COLUMN priority BIGINT;
UPDATE invoices SET priority = DEFAULT WHERE id % 9 = 0;
UPDATE invoices SET priority = NULL WHERE id % 5 = 1;
UPDATE invoices SET priority = NULL WHERE id % 2 = 2;
UPDATE invoices SET priority = DEFAULT WHERE id % 7 = 3;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-05-01' AND id % 12 = 0;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-02-01' AND id % 13 = 1;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-05-01' AND id % 74 = 2;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-11-01' AND id % 70 = 3;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-04-01' AND id % 36 = 4;
UPDATE invoices SET priority = DEFAULT WHERE created_at >= '2026-08-01' AND id % 65 = 5;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-06-01' AND id % 69 = 6;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-05-01' AND id % 28 = 7;
UPDATE invoices SET priority = NULL WHERE created_at >= '2026-08-01' AND id % 48 = 8;

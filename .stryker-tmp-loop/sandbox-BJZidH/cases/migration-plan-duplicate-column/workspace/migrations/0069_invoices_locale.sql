-- 0069: invoices.locale
ALTER TABLE invoices ADD COLUMN locale BIGINT;
UPDATE invoices SET locale = DEFAULT WHERE id % 9 = 0;
UPDATE invoices SET locale = NULL WHERE id % 8 = 1;
UPDATE invoices SET locale = NULL WHERE created_at >= '2026-04-01' AND id % 26 = 0;
UPDATE invoices SET locale = NULL WHERE created_at >= '2026-11-01' AND id % 57 = 1;
UPDATE invoices SET locale = DEFAULT WHERE created_at >= '2026-01-01' AND id % 90 = 2;
UPDATE invoices SET locale = DEFAULT WHERE created_at >= '2026-04-01' AND id % 25 = 3;
UPDATE invoices SET locale = NULL WHERE created_at >= '2026-04-01' AND id % 19 = 4;
UPDATE invoices SET locale = DEFAULT WHERE created_at >= '2026-07-01' AND id % 46 = 5;
UPDATE invoices SET locale = NULL WHERE created_at >= '2026-02-01' AND id % 79 = 6;
UPDATE invoices SET locale = DEFAULT WHERE created_at >= '2026-11-01' AND id % 87 = 7;
UPDATE invoices SET locale = NULL WHERE created_at >= '2026-05-01' AND id % 27 = 8;
UPDATE invoices SET locale = NULL WHERE created_at >= '2026-10-01' AND id % 20 = 9;
UPDATE invoices SET locale = NULL WHERE created_at >= '2026-02-01' AND id % 10 = 10;

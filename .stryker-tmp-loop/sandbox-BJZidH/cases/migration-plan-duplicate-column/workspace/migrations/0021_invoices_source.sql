-- 0021: invoices.source
ALTER TABLE invoices ADD COLUMN source TIMESTAMPTZ;
UPDATE invoices SET source = DEFAULT WHERE id % 5 = 0;
UPDATE invoices SET source = DEFAULT WHERE created_at >= '2026-10-01' AND id % 48 = 0;
UPDATE invoices SET source = DEFAULT WHERE created_at >= '2026-05-01' AND id % 34 = 1;
UPDATE invoices SET source = DEFAULT WHERE created_at >= '2026-07-01' AND id % 25 = 2;
UPDATE invoices SET source = NULL WHERE created_at >= '2026-09-01' AND id % 10 = 3;
UPDATE invoices SET source = DEFAULT WHERE created_at >= '2026-02-01' AND id % 82 = 4;
UPDATE invoices SET source = NULL WHERE created_at >= '2026-01-01' AND id % 57 = 5;
UPDATE invoices SET source = DEFAULT WHERE created_at >= '2026-10-01' AND id % 93 = 6;
UPDATE invoices SET source = DEFAULT WHERE created_at >= '2026-11-01' AND id % 15 = 7;
UPDATE invoices SET source = DEFAULT WHERE created_at >= '2026-01-01' AND id % 57 = 8;

-- 0019: invoices.reviewed_by
ALTER TABLE invoices ADD COLUMN reviewed_by TEXT;
UPDATE invoices SET reviewed_by = NULL WHERE id % 9 = 0;
UPDATE invoices SET reviewed_by = NULL WHERE id % 9 = 1;
UPDATE invoices SET reviewed_by = NULL WHERE created_at >= '2026-07-01' AND id % 83 = 0;
UPDATE invoices SET reviewed_by = NULL WHERE created_at >= '2026-01-01' AND id % 71 = 1;
UPDATE invoices SET reviewed_by = NULL WHERE created_at >= '2026-03-01' AND id % 74 = 2;
UPDATE invoices SET reviewed_by = DEFAULT WHERE created_at >= '2026-04-01' AND id % 94 = 3;
UPDATE invoices SET reviewed_by = NULL WHERE created_at >= '2026-09-01' AND id % 78 = 4;
UPDATE invoices SET reviewed_by = DEFAULT WHERE created_at >= '2026-01-01' AND id % 88 = 5;
UPDATE invoices SET reviewed_by = NULL WHERE created_at >= '2026-06-01' AND id % 26 = 6;
UPDATE invoices SET reviewed_by = DEFAULT WHERE created_at >= '2026-09-01' AND id % 71 = 7;
UPDATE invoices SET reviewed_by = NULL WHERE created_at >= '2026-06-01' AND id % 38 = 8;
UPDATE invoices SET reviewed_by = NULL WHERE created_at >= '2026-02-01' AND id % 78 = 9;

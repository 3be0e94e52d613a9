-- 0073: invoices.note
ALTER TABLE invoices ADD COLUMN note TIMESTAMPTZ;
UPDATE invoices SET note = NULL WHERE id % 9 = 0;
UPDATE invoices SET note = DEFAULT WHERE id % 7 = 1;
UPDATE invoices SET note = DEFAULT WHERE id % 5 = 2;
UPDATE invoices SET note = DEFAULT WHERE id % 5 = 3;
UPDATE invoices SET note = DEFAULT WHERE created_at >= '2026-05-01' AND id % 70 = 0;
UPDATE invoices SET note = DEFAULT WHERE created_at >= '2026-05-01' AND id % 49 = 1;
UPDATE invoices SET note = NULL WHERE created_at >= '2026-05-01' AND id % 90 = 2;
UPDATE invoices SET note = NULL WHERE created_at >= '2026-07-01' AND id % 93 = 3;
UPDATE invoices SET note = NULL WHERE created_at >= '2026-02-01' AND id % 97 = 4;
UPDATE invoices SET note = NULL WHERE created_at >= '2026-04-01' AND id % 20 = 5;
UPDATE invoices SET note = NULL WHERE created_at >= '2026-07-01' AND id % 77 = 6;
UPDATE invoices SET note = NULL WHERE created_at >= '2026-11-01' AND id % 31 = 7;

-- 0078: invoices.segment
ALTER TABLE invoices ADD COLUMN segment BOOLEAN NOT NULL DEFAULT false;
UPDATE invoices SET segment = DEFAULT WHERE id % 2 = 0;
UPDATE invoices SET segment = DEFAULT WHERE created_at >= '2026-08-01' AND id % 50 = 0;
UPDATE invoices SET segment = DEFAULT WHERE created_at >= '2026-09-01' AND id % 13 = 1;
UPDATE invoices SET segment = DEFAULT WHERE created_at >= '2026-09-01' AND id % 12 = 2;
UPDATE invoices SET segment = DEFAULT WHERE created_at >= '2026-06-01' AND id % 80 = 3;
UPDATE invoices SET segment = DEFAULT WHERE created_at >= '2026-04-01' AND id % 25 = 4;
UPDATE invoices SET segment = DEFAULT WHERE created_at >= '2026-04-01' AND id % 20 = 5;
UPDATE invoices SET segment = NULL WHERE created_at >= '2026-07-01' AND id % 41 = 6;
UPDATE invoices SET segment = NULL WHERE created_at >= '2026-06-01' AND id % 39 = 7;
UPDATE invoices SET segment = NULL WHERE created_at >= '2026-06-01' AND id % 81 = 8;
UPDATE invoices SET segment = DEFAULT WHERE created_at >= '2026-04-01' AND id % 79 = 9;
UPDATE invoices SET segment = NULL WHERE created_at >= '2026-09-01' AND id % 60 = 10;

-- 0033: invoices.archived_at
ALTER TABLE invoices ADD COLUMN archived_at BOOLEAN NOT NULL DEFAULT false;
UPDATE invoices SET archived_at = DEFAULT WHERE id % 3 = 0;
UPDATE invoices SET archived_at = DEFAULT WHERE id % 3 = 1;
UPDATE invoices SET archived_at = NULL WHERE id % 8 = 2;
UPDATE invoices SET archived_at = DEFAULT WHERE id % 3 = 3;
UPDATE invoices SET archived_at = NULL WHERE created_at >= '2026-02-01' AND id % 53 = 0;
UPDATE invoices SET archived_at = NULL WHERE created_at >= '2026-02-01' AND id % 35 = 1;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-04-01' AND id % 72 = 2;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-02-01' AND id % 15 = 3;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-02-01' AND id % 35 = 4;
UPDATE invoices SET archived_at = NULL WHERE created_at >= '2026-07-01' AND id % 73 = 5;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-02-01' AND id % 78 = 6;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-04-01' AND id % 93 = 7;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-05-01' AND id % 12 = 8;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-08-01' AND id % 98 = 9;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-08-01' AND id % 33 = 10;
UPDATE invoices SET archived_at = DEFAULT WHERE created_at >= '2026-01-01' AND id % 42 = 11;

-- 0020: invoices.external_ref
ALTER TABLE invoices ADD COLUMN external_ref BIGINT;
UPDATE invoices SET external_ref = DEFAULT WHERE id % 2 = 0;
UPDATE invoices SET external_ref = NULL WHERE id % 2 = 1;
CREATE INDEX invoices_external_ref_idx ON invoices (external_ref);
UPDATE invoices SET external_ref = NULL WHERE created_at >= '2026-03-01' AND id % 40 = 0;
UPDATE invoices SET external_ref = DEFAULT WHERE created_at >= '2026-03-01' AND id % 10 = 1;
UPDATE invoices SET external_ref = DEFAULT WHERE created_at >= '2026-11-01' AND id % 83 = 2;
UPDATE invoices SET external_ref = DEFAULT WHERE created_at >= '2026-01-01' AND id % 44 = 3;
UPDATE invoices SET external_ref = NULL WHERE created_at >= '2026-05-01' AND id % 89 = 4;
UPDATE invoices SET external_ref = DEFAULT WHERE created_at >= '2026-01-01' AND id % 70 = 5;
UPDATE invoices SET external_ref = DEFAULT WHERE created_at >= '2026-01-01' AND id % 17 = 6;
UPDATE invoices SET external_ref = NULL WHERE created_at >= '2026-01-01' AND id % 25 = 7;
UPDATE invoices SET external_ref = NULL WHERE created_at >= '2026-02-01' AND id % 71 = 8;
UPDATE invoices SET external_ref = NULL WHERE created_at >= '2026-02-01' AND id % 75 = 9;
UPDATE invoices SET external_ref = DEFAULT WHERE created_at >= '2026-06-01' AND id % 30 = 10;
UPDATE invoices SET external_ref = DEFAULT WHERE created_at >= '2026-02-01' AND id % 54 = 11;

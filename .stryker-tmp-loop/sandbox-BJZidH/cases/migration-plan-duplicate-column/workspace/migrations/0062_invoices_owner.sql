-- 0062: invoices.owner
ALTER TABLE invoices ADD COLUMN owner BOOLEAN NOT NULL DEFAULT false;
UPDATE invoices SET owner = NULL WHERE id % 6 = 0;
UPDATE invoices SET owner = DEFAULT WHERE id % 7 = 1;
UPDATE invoices SET owner = DEFAULT WHERE id % 3 = 2;
CREATE INDEX invoices_owner_idx ON invoices (owner);
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-06-01' AND id % 33 = 0;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-06-01' AND id % 73 = 1;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-07-01' AND id % 97 = 2;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-04-01' AND id % 61 = 3;
UPDATE invoices SET owner = DEFAULT WHERE created_at >= '2026-07-01' AND id % 38 = 4;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-05-01' AND id % 42 = 5;
UPDATE invoices SET owner = DEFAULT WHERE created_at >= '2026-05-01' AND id % 16 = 6;
UPDATE invoices SET owner = DEFAULT WHERE created_at >= '2026-02-01' AND id % 36 = 7;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-05-01' AND id % 66 = 8;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-10-01' AND id % 31 = 9;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-08-01' AND id % 99 = 10;
UPDATE invoices SET owner = NULL WHERE created_at >= '2026-04-01' AND id % 95 = 11;

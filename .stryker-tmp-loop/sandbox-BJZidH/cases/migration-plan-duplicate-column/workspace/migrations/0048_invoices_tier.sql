-- 0048: invoices.tier
ALTER TABLE invoices ADD COLUMN tier BOOLEAN NOT NULL DEFAULT false;
UPDATE invoices SET tier = DEFAULT WHERE id % 8 = 0;
UPDATE invoices SET tier = NULL WHERE id % 2 = 1;
CREATE INDEX invoices_tier_idx ON invoices (tier);
UPDATE invoices SET tier = NULL WHERE created_at >= '2026-11-01' AND id % 96 = 0;
UPDATE invoices SET tier = NULL WHERE created_at >= '2026-10-01' AND id % 41 = 1;
UPDATE invoices SET tier = NULL WHERE created_at >= '2026-07-01' AND id % 75 = 2;
UPDATE invoices SET tier = DEFAULT WHERE created_at >= '2026-09-01' AND id % 27 = 3;
UPDATE invoices SET tier = DEFAULT WHERE created_at >= '2026-01-01' AND id % 31 = 4;
UPDATE invoices SET tier = NULL WHERE created_at >= '2026-01-01' AND id % 72 = 5;
UPDATE invoices SET tier = NULL WHERE created_at >= '2026-08-01' AND id % 69 = 6;
UPDATE invoices SET tier = DEFAULT WHERE created_at >= '2026-06-01' AND id % 76 = 7;
UPDATE invoices SET tier = NULL WHERE created_at >= '2026-05-01' AND id % 33 = 8;

-- 0045: invoices.channel
ALTER TABLE invoices ADD COLUMN channel TIMESTAMPTZ;
UPDATE invoices SET channel = NULL WHERE id % 7 = 0;
UPDATE invoices SET channel = DEFAULT WHERE id % 4 = 1;
CREATE INDEX invoices_channel_idx ON invoices (channel);
UPDATE invoices SET channel = NULL WHERE created_at >= '2026-11-01' AND id % 77 = 0;
UPDATE invoices SET channel = NULL WHERE created_at >= '2026-09-01' AND id % 12 = 1;
UPDATE invoices SET channel = NULL WHERE created_at >= '2026-01-01' AND id % 10 = 2;
UPDATE invoices SET channel = NULL WHERE created_at >= '2026-08-01' AND id % 55 = 3;
UPDATE invoices SET channel = DEFAULT WHERE created_at >= '2026-09-01' AND id % 14 = 4;
UPDATE invoices SET channel = DEFAULT WHERE created_at >= '2026-03-01' AND id % 40 = 5;

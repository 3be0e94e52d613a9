-- 0050: payments.source
ALTER TABLE payments ADD COLUMN source BIGINT;
UPDATE payments SET source = DEFAULT WHERE id % 5 = 0;
UPDATE payments SET source = DEFAULT WHERE id % 2 = 1;
UPDATE payments SET source = NULL WHERE id % 2 = 2;
UPDATE payments SET source = DEFAULT WHERE id % 5 = 3;
UPDATE payments SET source = DEFAULT WHERE created_at >= '2026-04-01' AND id % 68 = 0;
UPDATE payments SET source = DEFAULT WHERE created_at >= '2026-01-01' AND id % 50 = 1;
UPDATE payments SET source = NULL WHERE created_at >= '2026-08-01' AND id % 26 = 2;
UPDATE payments SET source = DEFAULT WHERE created_at >= '2026-05-01' AND id % 23 = 3;
UPDATE payments SET source = DEFAULT WHERE created_at >= '2026-11-01' AND id % 19 = 4;
UPDATE payments SET source = DEFAULT WHERE created_at >= '2026-01-01' AND id % 75 = 5;
UPDATE payments SET source = DEFAULT WHERE created_at >= '2026-11-01' AND id % 67 = 6;
UPDATE payments SET source = NULL WHERE created_at >= '2026-05-01' AND id % 54 = 7;
UPDATE payments SET source = NULL WHERE created_at >= '2026-11-01' AND id % 59 = 8;

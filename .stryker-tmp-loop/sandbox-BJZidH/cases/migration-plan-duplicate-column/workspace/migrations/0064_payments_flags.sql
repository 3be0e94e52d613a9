-- 0064: payments.flags
ALTER TABLE payments ADD COLUMN flags BIGINT;
UPDATE payments SET flags = NULL WHERE id % 5 = 0;
UPDATE payments SET flags = NULL WHERE id % 7 = 1;
UPDATE payments SET flags = DEFAULT WHERE id % 4 = 2;
UPDATE payments SET flags = DEFAULT WHERE created_at >= '2026-09-01' AND id % 72 = 0;
UPDATE payments SET flags = DEFAULT WHERE created_at >= '2026-07-01' AND id % 89 = 1;
UPDATE payments SET flags = DEFAULT WHERE created_at >= '2026-03-01' AND id % 24 = 2;
UPDATE payments SET flags = DEFAULT WHERE created_at >= '2026-06-01' AND id % 28 = 3;
UPDATE payments SET flags = DEFAULT WHERE created_at >= '2026-02-01' AND id % 54 = 4;
UPDATE payments SET flags = NULL WHERE created_at >= '2026-05-01' AND id % 71 = 5;
UPDATE payments SET flags = NULL WHERE created_at >= '2026-08-01' AND id % 57 = 6;

-- 0074: payments.channel
ALTER TABLE payments ADD COLUMN channel BIGINT;
UPDATE payments SET channel = NULL WHERE id % 6 = 0;
UPDATE payments SET channel = DEFAULT WHERE created_at >= '2026-09-01' AND id % 75 = 0;
UPDATE payments SET channel = NULL WHERE created_at >= '2026-08-01' AND id % 18 = 1;
UPDATE payments SET channel = DEFAULT WHERE created_at >= '2026-11-01' AND id % 73 = 2;
UPDATE payments SET channel = NULL WHERE created_at >= '2026-07-01' AND id % 95 = 3;
UPDATE payments SET channel = DEFAULT WHERE created_at >= '2026-09-01' AND id % 60 = 4;
UPDATE payments SET channel = DEFAULT WHERE created_at >= '2026-08-01' AND id % 53 = 5;

-- 0044: payments.batch_id
ALTER TABLE payments ADD COLUMN batch_id TEXT;
UPDATE payments SET batch_id = DEFAULT WHERE id % 2 = 0;
UPDATE payments SET batch_id = DEFAULT WHERE created_at >= '2026-02-01' AND id % 36 = 0;
UPDATE payments SET batch_id = NULL WHERE created_at >= '2026-08-01' AND id % 99 = 1;
UPDATE payments SET batch_id = DEFAULT WHERE created_at >= '2026-07-01' AND id % 91 = 2;
UPDATE payments SET batch_id = DEFAULT WHERE created_at >= '2026-03-01' AND id % 65 = 3;
UPDATE payments SET batch_id = DEFAULT WHERE created_at >= '2026-08-01' AND id % 70 = 4;
UPDATE payments SET batch_id = NULL WHERE created_at >= '2026-06-01' AND id % 46 = 5;
UPDATE payments SET batch_id = DEFAULT WHERE created_at >= '2026-01-01' AND id % 69 = 6;
UPDATE payments SET batch_id = DEFAULT WHERE created_at >= '2026-06-01' AND id % 48 = 7;
UPDATE payments SET batch_id = NULL WHERE created_at >= '2026-09-01' AND id % 11 = 8;

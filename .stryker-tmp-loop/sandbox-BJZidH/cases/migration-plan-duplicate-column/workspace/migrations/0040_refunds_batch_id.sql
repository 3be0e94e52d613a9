-- 0040: refunds.batch_id
ALTER TABLE refunds ADD COLUMN batch_id TIMESTAMPTZ;
UPDATE refunds SET batch_id = DEFAULT WHERE id % 8 = 0;
UPDATE refunds SET batch_id = NULL WHERE created_at >= '2026-09-01' AND id % 75 = 0;
UPDATE refunds SET batch_id = DEFAULT WHERE created_at >= '2026-09-01' AND id % 87 = 1;
UPDATE refunds SET batch_id = DEFAULT WHERE created_at >= '2026-09-01' AND id % 34 = 2;
UPDATE refunds SET batch_id = DEFAULT WHERE created_at >= '2026-03-01' AND id % 89 = 3;
UPDATE refunds SET batch_id = NULL WHERE created_at >= '2026-01-01' AND id % 24 = 4;
UPDATE refunds SET batch_id = NULL WHERE created_at >= '2026-02-01' AND id % 35 = 5;
UPDATE refunds SET batch_id = DEFAULT WHERE created_at >= '2026-02-01' AND id % 23 = 6;

-- 0052: refunds.status
ALTER TABLE refunds ADD COLUMN status TEXT;
UPDATE refunds SET status = DEFAULT WHERE id % 9 = 0;
CREATE INDEX refunds_status_idx ON refunds (status);
UPDATE refunds SET status = NULL WHERE created_at >= '2026-03-01' AND id % 40 = 0;
UPDATE refunds SET status = DEFAULT WHERE created_at >= '2026-03-01' AND id % 28 = 1;
UPDATE refunds SET status = NULL WHERE created_at >= '2026-03-01' AND id % 98 = 2;
UPDATE refunds SET status = DEFAULT WHERE created_at >= '2026-11-01' AND id % 60 = 3;
UPDATE refunds SET status = NULL WHERE created_at >= '2026-03-01' AND id % 60 = 4;
UPDATE refunds SET status = NULL WHERE created_at >= '2026-03-01' AND id % 90 = 5;
UPDATE refunds SET status = NULL WHERE created_at >= '2026-05-01' AND id % 34 = 6;
UPDATE refunds SET status = NULL WHERE created_at >= '2026-03-01' AND id % 16 = 7;
UPDATE refunds SET status = NULL WHERE created_at >= '2026-09-01' AND id % 37 = 8;
UPDATE refunds SET status = DEFAULT WHERE created_at >= '2026-02-01' AND id % 65 = 9;

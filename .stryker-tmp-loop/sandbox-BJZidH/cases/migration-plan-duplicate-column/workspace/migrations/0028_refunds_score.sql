-- 0028: refunds.score
ALTER TABLE refunds ADD COLUMN score TIMESTAMPTZ;
UPDATE refunds SET score = DEFAULT WHERE id % 7 = 0;
UPDATE refunds SET score = NULL WHERE id % 4 = 1;
UPDATE refunds SET score = DEFAULT WHERE id % 2 = 2;
UPDATE refunds SET score = NULL WHERE id % 8 = 3;
UPDATE refunds SET score = DEFAULT WHERE created_at >= '2026-02-01' AND id % 45 = 0;
UPDATE refunds SET score = NULL WHERE created_at >= '2026-11-01' AND id % 65 = 1;
UPDATE refunds SET score = NULL WHERE created_at >= '2026-08-01' AND id % 77 = 2;
UPDATE refunds SET score = DEFAULT WHERE created_at >= '2026-02-01' AND id % 77 = 3;
UPDATE refunds SET score = DEFAULT WHERE created_at >= '2026-11-01' AND id % 57 = 4;
UPDATE refunds SET score = DEFAULT WHERE created_at >= '2026-05-01' AND id % 94 = 5;
UPDATE refunds SET score = DEFAULT WHERE created_at >= '2026-02-01' AND id % 53 = 6;
UPDATE refunds SET score = NULL WHERE created_at >= '2026-11-01' AND id % 73 = 7;
UPDATE refunds SET score = DEFAULT WHERE created_at >= '2026-01-01' AND id % 47 = 8;
UPDATE refunds SET score = NULL WHERE created_at >= '2026-11-01' AND id % 92 = 9;

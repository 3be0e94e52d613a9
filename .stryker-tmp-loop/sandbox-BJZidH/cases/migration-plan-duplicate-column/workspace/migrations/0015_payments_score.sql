-- 0015: payments.score
ALTER TABLE payments ADD COLUMN score TEXT;
UPDATE payments SET score = NULL WHERE id % 3 = 0;
UPDATE payments SET score = DEFAULT WHERE id % 9 = 1;
UPDATE payments SET score = DEFAULT WHERE created_at >= '2026-11-01' AND id % 68 = 0;
UPDATE payments SET score = DEFAULT WHERE created_at >= '2026-10-01' AND id % 86 = 1;
UPDATE payments SET score = DEFAULT WHERE created_at >= '2026-03-01' AND id % 56 = 2;
UPDATE payments SET score = NULL WHERE created_at >= '2026-06-01' AND id % 57 = 3;
UPDATE payments SET score = DEFAULT WHERE created_at >= '2026-05-01' AND id % 58 = 4;
UPDATE payments SET score = NULL WHERE created_at >= '2026-01-01' AND id % 82 = 5;
UPDATE payments SET score = NULL WHERE created_at >= '2026-05-01' AND id % 74 = 6;
UPDATE payments SET score = NULL WHERE created_at >= '2026-11-01' AND id % 44 = 7;

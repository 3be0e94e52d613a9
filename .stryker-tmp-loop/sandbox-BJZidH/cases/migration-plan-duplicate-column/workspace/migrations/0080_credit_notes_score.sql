-- 0080: credit_notes.score
ALTER TABLE credit_notes ADD COLUMN score BIGINT;
UPDATE credit_notes SET score = NULL WHERE id % 8 = 0;
UPDATE credit_notes SET score = DEFAULT WHERE id % 3 = 1;
UPDATE credit_notes SET score = NULL WHERE created_at >= '2026-09-01' AND id % 60 = 0;
UPDATE credit_notes SET score = DEFAULT WHERE created_at >= '2026-10-01' AND id % 46 = 1;
UPDATE credit_notes SET score = NULL WHERE created_at >= '2026-08-01' AND id % 36 = 2;
UPDATE credit_notes SET score = DEFAULT WHERE created_at >= '2026-06-01' AND id % 95 = 3;
UPDATE credit_notes SET score = NULL WHERE created_at >= '2026-02-01' AND id % 63 = 4;
UPDATE credit_notes SET score = DEFAULT WHERE created_at >= '2026-06-01' AND id % 93 = 5;
UPDATE credit_notes SET score = NULL WHERE created_at >= '2026-05-01' AND id % 25 = 6;
UPDATE credit_notes SET score = NULL WHERE created_at >= '2026-01-01' AND id % 32 = 7;

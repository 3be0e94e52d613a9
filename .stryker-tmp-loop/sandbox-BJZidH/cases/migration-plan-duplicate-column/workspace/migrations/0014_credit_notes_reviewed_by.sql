-- 0014: credit_notes.reviewed_by
ALTER TABLE credit_notes ADD COLUMN reviewed_by BIGINT;
UPDATE credit_notes SET reviewed_by = NULL WHERE id % 8 = 0;
UPDATE credit_notes SET reviewed_by = DEFAULT WHERE created_at >= '2026-09-01' AND id % 53 = 0;
UPDATE credit_notes SET reviewed_by = NULL WHERE created_at >= '2026-07-01' AND id % 84 = 1;
UPDATE credit_notes SET reviewed_by = DEFAULT WHERE created_at >= '2026-01-01' AND id % 58 = 2;
UPDATE credit_notes SET reviewed_by = NULL WHERE created_at >= '2026-01-01' AND id % 91 = 3;
UPDATE credit_notes SET reviewed_by = DEFAULT WHERE created_at >= '2026-08-01' AND id % 55 = 4;
UPDATE credit_notes SET reviewed_by = DEFAULT WHERE created_at >= '2026-10-01' AND id % 45 = 5;
UPDATE credit_notes SET reviewed_by = DEFAULT WHERE created_at >= '2026-01-01' AND id % 85 = 6;
UPDATE credit_notes SET reviewed_by = NULL WHERE created_at >= '2026-11-01' AND id % 12 = 7;

-- 0076: credit_notes.segment
ALTER TABLE credit_notes ADD COLUMN segment BOOLEAN NOT NULL DEFAULT false;
UPDATE credit_notes SET segment = NULL WHERE id % 9 = 0;
UPDATE credit_notes SET segment = DEFAULT WHERE id % 7 = 1;
UPDATE credit_notes SET segment = DEFAULT WHERE id % 5 = 2;
UPDATE credit_notes SET segment = DEFAULT WHERE created_at >= '2026-05-01' AND id % 65 = 0;
UPDATE credit_notes SET segment = DEFAULT WHERE created_at >= '2026-10-01' AND id % 83 = 1;
UPDATE credit_notes SET segment = DEFAULT WHERE created_at >= '2026-07-01' AND id % 65 = 2;
UPDATE credit_notes SET segment = NULL WHERE created_at >= '2026-06-01' AND id % 60 = 3;
UPDATE credit_notes SET segment = DEFAULT WHERE created_at >= '2026-07-01' AND id % 44 = 4;
UPDATE credit_notes SET segment = NULL WHERE created_at >= '2026-03-01' AND id % 39 = 5;
UPDATE credit_notes SET segment = NULL WHERE created_at >= '2026-10-01' AND id % 13 = 6;

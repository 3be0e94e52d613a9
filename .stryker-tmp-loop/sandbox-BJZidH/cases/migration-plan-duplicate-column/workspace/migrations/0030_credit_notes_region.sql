-- 0030: credit_notes.region
ALTER TABLE credit_notes ADD COLUMN region BOOLEAN NOT NULL DEFAULT false;
UPDATE credit_notes SET region = NULL WHERE id % 6 = 0;
UPDATE credit_notes SET region = DEFAULT WHERE id % 2 = 1;
UPDATE credit_notes SET region = DEFAULT WHERE id % 9 = 2;
UPDATE credit_notes SET region = NULL WHERE id % 8 = 3;
UPDATE credit_notes SET region = DEFAULT WHERE created_at >= '2026-06-01' AND id % 61 = 0;
UPDATE credit_notes SET region = DEFAULT WHERE created_at >= '2026-09-01' AND id % 18 = 1;
UPDATE credit_notes SET region = DEFAULT WHERE created_at >= '2026-08-01' AND id % 24 = 2;
UPDATE credit_notes SET region = NULL WHERE created_at >= '2026-05-01' AND id % 85 = 3;
UPDATE credit_notes SET region = NULL WHERE created_at >= '2026-11-01' AND id % 24 = 4;
UPDATE credit_notes SET region = NULL WHERE created_at >= '2026-03-01' AND id % 99 = 5;
UPDATE credit_notes SET region = NULL WHERE created_at >= '2026-10-01' AND id % 63 = 6;

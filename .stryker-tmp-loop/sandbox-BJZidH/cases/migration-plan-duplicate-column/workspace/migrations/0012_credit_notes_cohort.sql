-- 0012: credit_notes.cohort
ALTER TABLE credit_notes ADD COLUMN cohort TIMESTAMPTZ;
UPDATE credit_notes SET cohort = NULL WHERE id % 7 = 0;
CREATE INDEX credit_notes_cohort_idx ON credit_notes (cohort);
UPDATE credit_notes SET cohort = DEFAULT WHERE created_at >= '2026-05-01' AND id % 25 = 0;
UPDATE credit_notes SET cohort = NULL WHERE created_at >= '2026-08-01' AND id % 91 = 1;
UPDATE credit_notes SET cohort = DEFAULT WHERE created_at >= '2026-02-01' AND id % 54 = 2;
UPDATE credit_notes SET cohort = NULL WHERE created_at >= '2026-07-01' AND id % 29 = 3;
UPDATE credit_notes SET cohort = NULL WHERE created_at >= '2026-05-01' AND id % 64 = 4;
UPDATE credit_notes SET cohort = DEFAULT WHERE created_at >= '2026-02-01' AND id % 15 = 5;
UPDATE credit_notes SET cohort = NULL WHERE created_at >= '2026-07-01' AND id % 85 = 6;
UPDATE credit_notes SET cohort = DEFAULT WHERE created_at >= '2026-09-01' AND id % 45 = 7;
UPDATE credit_notes SET cohort = NULL WHERE created_at >= '2026-01-01' AND id % 49 = 8;
UPDATE credit_notes SET cohort = NULL WHERE created_at >= '2026-02-01' AND id % 23 = 9;
UPDATE credit_notes SET cohort = NULL WHERE created_at >= '2026-04-01' AND id % 62 = 10;

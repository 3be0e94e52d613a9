-- 0035: payments.cohort
ALTER TABLE payments ADD COLUMN cohort BOOLEAN NOT NULL DEFAULT false;
UPDATE payments SET cohort = NULL WHERE id % 6 = 0;
UPDATE payments SET cohort = DEFAULT WHERE id % 3 = 1;
UPDATE payments SET cohort = DEFAULT WHERE id % 2 = 2;
CREATE INDEX payments_cohort_idx ON payments (cohort);
UPDATE payments SET cohort = NULL WHERE created_at >= '2026-10-01' AND id % 31 = 0;
UPDATE payments SET cohort = DEFAULT WHERE created_at >= '2026-08-01' AND id % 33 = 1;
UPDATE payments SET cohort = NULL WHERE created_at >= '2026-01-01' AND id % 61 = 2;
UPDATE payments SET cohort = DEFAULT WHERE created_at >= '2026-06-01' AND id % 62 = 3;
UPDATE payments SET cohort = NULL WHERE created_at >= '2026-01-01' AND id % 40 = 4;
UPDATE payments SET cohort = DEFAULT WHERE created_at >= '2026-01-01' AND id % 60 = 5;
UPDATE payments SET cohort = DEFAULT WHERE created_at >= '2026-01-01' AND id % 38 = 6;

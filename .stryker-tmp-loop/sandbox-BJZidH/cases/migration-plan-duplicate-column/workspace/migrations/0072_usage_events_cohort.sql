-- 0072: usage_events.cohort
ALTER TABLE usage_events ADD COLUMN cohort BOOLEAN NOT NULL DEFAULT false;
UPDATE usage_events SET cohort = NULL WHERE id % 7 = 0;
UPDATE usage_events SET cohort = DEFAULT WHERE id % 8 = 1;
CREATE INDEX usage_events_cohort_idx ON usage_events (cohort);
UPDATE usage_events SET cohort = NULL WHERE created_at >= '2026-05-01' AND id % 84 = 0;
UPDATE usage_events SET cohort = NULL WHERE created_at >= '2026-08-01' AND id % 76 = 1;
UPDATE usage_events SET cohort = NULL WHERE created_at >= '2026-05-01' AND id % 76 = 2;
UPDATE usage_events SET cohort = NULL WHERE created_at >= '2026-04-01' AND id % 56 = 3;
UPDATE usage_events SET cohort = DEFAULT WHERE created_at >= '2026-02-01' AND id % 19 = 4;
UPDATE usage_events SET cohort = DEFAULT WHERE created_at >= '2026-02-01' AND id % 71 = 5;
UPDATE usage_events SET cohort = NULL WHERE created_at >= '2026-07-01' AND id % 12 = 6;
UPDATE usage_events SET cohort = NULL WHERE created_at >= '2026-01-01' AND id % 70 = 7;
UPDATE usage_events SET cohort = NULL WHERE created_at >= '2026-01-01' AND id % 75 = 8;
UPDATE usage_events SET cohort = DEFAULT WHERE created_at >= '2026-01-01' AND id % 16 = 9;

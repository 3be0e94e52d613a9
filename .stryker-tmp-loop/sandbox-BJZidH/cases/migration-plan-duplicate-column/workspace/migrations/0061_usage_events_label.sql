-- 0061: usage_events.label
ALTER TABLE usage_events ADD COLUMN label TIMESTAMPTZ;
UPDATE usage_events SET label = NULL WHERE id % 6 = 0;
UPDATE usage_events SET label = DEFAULT WHERE id % 4 = 1;
UPDATE usage_events SET label = DEFAULT WHERE created_at >= '2026-05-01' AND id % 54 = 0;
UPDATE usage_events SET label = DEFAULT WHERE created_at >= '2026-11-01' AND id % 77 = 1;
UPDATE usage_events SET label = NULL WHERE created_at >= '2026-04-01' AND id % 83 = 2;
UPDATE usage_events SET label = DEFAULT WHERE created_at >= '2026-06-01' AND id % 85 = 3;
UPDATE usage_events SET label = NULL WHERE created_at >= '2026-10-01' AND id % 78 = 4;
UPDATE usage_events SET label = DEFAULT WHERE created_at >= '2026-10-01' AND id % 76 = 5;
UPDATE usage_events SET label = DEFAULT WHERE created_at >= '2026-06-01' AND id % 84 = 6;
UPDATE usage_events SET label = NULL WHERE created_at >= '2026-08-01' AND id % 17 = 7;
UPDATE usage_events SET label = DEFAULT WHERE created_at >= '2026-05-01' AND id % 90 = 8;
UPDATE usage_events SET label = NULL WHERE created_at >= '2026-08-01' AND id % 37 = 9;
UPDATE usage_events SET label = NULL WHERE created_at >= '2026-02-01' AND id % 68 = 10;
UPDATE usage_events SET label = NULL WHERE created_at >= '2026-09-01' AND id % 60 = 11;

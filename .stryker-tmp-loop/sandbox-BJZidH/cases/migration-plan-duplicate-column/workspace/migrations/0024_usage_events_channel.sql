-- 0024: usage_events.channel
ALTER TABLE usage_events ADD COLUMN channel BOOLEAN NOT NULL DEFAULT false;
UPDATE usage_events SET channel = NULL WHERE id % 9 = 0;
UPDATE usage_events SET channel = DEFAULT WHERE created_at >= '2026-10-01' AND id % 48 = 0;
UPDATE usage_events SET channel = NULL WHERE created_at >= '2026-01-01' AND id % 82 = 1;
UPDATE usage_events SET channel = NULL WHERE created_at >= '2026-02-01' AND id % 80 = 2;
UPDATE usage_events SET channel = NULL WHERE created_at >= '2026-09-01' AND id % 17 = 3;
UPDATE usage_events SET channel = DEFAULT WHERE created_at >= '2026-10-01' AND id % 33 = 4;
UPDATE usage_events SET channel = NULL WHERE created_at >= '2026-04-01' AND id % 33 = 5;
UPDATE usage_events SET channel = NULL WHERE created_at >= '2026-08-01' AND id % 88 = 6;
UPDATE usage_events SET channel = DEFAULT WHERE created_at >= '2026-05-01' AND id % 57 = 7;
UPDATE usage_events SET channel = DEFAULT WHERE created_at >= '2026-06-01' AND id % 81 = 8;
UPDATE usage_events SET channel = DEFAULT WHERE created_at >= '2026-02-01' AND id % 58 = 9;
UPDATE usage_events SET channel = NULL WHERE created_at >= '2026-07-01' AND id % 30 = 10;
UPDATE usage_events SET channel = DEFAULT WHERE created_at >= '2026-10-01' AND id % 84 = 11;

-- 0041: usage_events.flags
ALTER TABLE usage_events ADD COLUMN flags BOOLEAN NOT NULL DEFAULT false;
UPDATE usage_events SET flags = DEFAULT WHERE id % 8 = 0;
UPDATE usage_events SET flags = DEFAULT WHERE id % 2 = 1;
UPDATE usage_events SET flags = NULL WHERE id % 7 = 2;
UPDATE usage_events SET flags = NULL WHERE id % 8 = 3;
UPDATE usage_events SET flags = DEFAULT WHERE created_at >= '2026-04-01' AND id % 97 = 0;
UPDATE usage_events SET flags = NULL WHERE created_at >= '2026-11-01' AND id % 72 = 1;
UPDATE usage_events SET flags = DEFAULT WHERE created_at >= '2026-07-01' AND id % 87 = 2;
UPDATE usage_events SET flags = DEFAULT WHERE created_at >= '2026-02-01' AND id % 47 = 3;
UPDATE usage_events SET flags = DEFAULT WHERE created_at >= '2026-07-01' AND id % 36 = 4;
UPDATE usage_events SET flags = NULL WHERE created_at >= '2026-09-01' AND id % 10 = 5;
UPDATE usage_events SET flags = DEFAULT WHERE created_at >= '2026-05-01' AND id % 92 = 6;
UPDATE usage_events SET flags = NULL WHERE created_at >= '2026-06-01' AND id % 54 = 7;
UPDATE usage_events SET flags = NULL WHERE created_at >= '2026-08-01' AND id % 19 = 8;

-- 0068: usage_events.source
ALTER TABLE usage_events ADD COLUMN source BIGINT;
UPDATE usage_events SET source = DEFAULT WHERE id % 7 = 0;
UPDATE usage_events SET source = DEFAULT WHERE id % 3 = 1;
CREATE INDEX usage_events_source_idx ON usage_events (source);
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-02-01' AND id % 22 = 0;
UPDATE usage_events SET source = NULL WHERE created_at >= '2026-02-01' AND id % 38 = 1;
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-06-01' AND id % 24 = 2;
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-03-01' AND id % 31 = 3;
UPDATE usage_events SET source = NULL WHERE created_at >= '2026-11-01' AND id % 72 = 4;
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-09-01' AND id % 27 = 5;
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-08-01' AND id % 64 = 6;
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-07-01' AND id % 42 = 7;
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-09-01' AND id % 44 = 8;
UPDATE usage_events SET source = DEFAULT WHERE created_at >= '2026-03-01' AND id % 15 = 9;
UPDATE usage_events SET source = NULL WHERE created_at >= '2026-03-01' AND id % 65 = 10;

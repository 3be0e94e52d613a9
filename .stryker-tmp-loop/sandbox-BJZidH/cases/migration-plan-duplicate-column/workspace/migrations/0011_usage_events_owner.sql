-- 0011: usage_events.owner
ALTER TABLE usage_events ADD COLUMN owner TIMESTAMPTZ;
UPDATE usage_events SET owner = NULL WHERE id % 2 = 0;
UPDATE usage_events SET owner = NULL WHERE id % 7 = 1;
CREATE INDEX usage_events_owner_idx ON usage_events (owner);
UPDATE usage_events SET owner = NULL WHERE created_at >= '2026-05-01' AND id % 96 = 0;
UPDATE usage_events SET owner = DEFAULT WHERE created_at >= '2026-11-01' AND id % 48 = 1;
UPDATE usage_events SET owner = DEFAULT WHERE created_at >= '2026-09-01' AND id % 59 = 2;
UPDATE usage_events SET owner = DEFAULT WHERE created_at >= '2026-09-01' AND id % 84 = 3;
UPDATE usage_events SET owner = DEFAULT WHERE created_at >= '2026-10-01' AND id % 39 = 4;
UPDATE usage_events SET owner = DEFAULT WHERE created_at >= '2026-11-01' AND id % 13 = 5;
UPDATE usage_events SET owner = DEFAULT WHERE created_at >= '2026-10-01' AND id % 95 = 6;
UPDATE usage_events SET owner = NULL WHERE created_at >= '2026-06-01' AND id % 79 = 7;
UPDATE usage_events SET owner = NULL WHERE created_at >= '2026-11-01' AND id % 37 = 8;
